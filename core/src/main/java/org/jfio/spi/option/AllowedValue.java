package org.jfio.spi.option;

/**
 * One value an enumerated option accepts, with its help line (fio's {@code posval}).
 *
 * @param value the spelling accepted (matched case-insensitively)
 * @param help     one line for {@code --cmdhelp}
 * @param constant the enum constant the value stands for in the component it sets, or null
 *                 (then the constant of the same name, if the component is an enum)
 */
public record AllowedValue(String value, String help, Enum<?> constant) {
    /** A value without a constant of its own. */
    public AllowedValue(String value, String help) {
        this(value, help, null);
    }
}
