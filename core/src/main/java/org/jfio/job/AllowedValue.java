package org.jfio.job;

/**
 * One value an enumerated option accepts, with its help line (fio's {@code posval}).
 *
 * @param value the spelling accepted (matched case-insensitively)
 * @param help  one line for {@code --cmdhelp}
 */
public record AllowedValue(String value, String help) {
}
