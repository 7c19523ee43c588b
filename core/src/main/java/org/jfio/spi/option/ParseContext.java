package org.jfio.spi.option;

/**
 * What parsing a value depends on besides its text.
 *
 * @param kbBase fio's {@code kb_base} in effect: 1024 (default: {@code k} = 1024) or 1000
 */
public record ParseContext(int kbBase) {
    /** fio's defaults ({@code kb_base=1024}). */
    public static final ParseContext DEFAULT = new ParseContext(FioUnits.KB_BASE_1024);
}
