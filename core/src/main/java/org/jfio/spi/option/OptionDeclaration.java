package org.jfio.spi.option;

import java.util.List;

/**
 * What one {@link JobOption.Builder} collected: the values of an option's declaration, which a
 * {@link JobOption} serves. Package-private; immutable (the lists are copied).
 *
 * @param name           the option's name, lower case
 * @param aliases        other names accepted, lower case
 * @param kind           the value syntax
 * @param category       the help category
 * @param help           the help line
 * @param defaultText    the default as fio writes it, {@code ""} for none
 * @param min            the smallest value accepted (SIZE, INT, per-ddir sizes)
 * @param max            the largest value accepted
 * @param bareTimeUnitNs for TIME: nanoseconds of one unit when a value has no suffix
 * @param allowed        for ENUM: the values accepted, each with help
 * @param support        how far jfio honours the option
 * @param applier        the option's own way of applying a value, or null
 * @param record         the record whose component the option sets, or null
 * @param component      that component's name, or null
 * @param owner          the record schema that lists the option, or null before it is bound
 * @param unsetValue     the component's value when the option has no default and is not set, or null
 * @param refusal        why jfio refuses any value but the default, or null
 * @param enumSuffix     true when an ENUM value may carry a {@code :suffix}
 * @param valueOptional  true when a STRING option may be written without a value
 */
record OptionDeclaration(String name, List<String> aliases, OptionKind kind, OptionCategory category, String help,
        String defaultText, long min, long max, long bareTimeUnitNs, List<AllowedValue> allowed, OptionSupport support,
        JobOption.Applier applier, Class<? extends Record> record, String component, OptionRecord<?> owner,
        Object unsetValue, String refusal, boolean enumSuffix, boolean valueOptional) {

    OptionDeclaration {
        aliases = List.copyOf(aliases);
        allowed = List.copyOf(allowed);
    }

    /** @return this declaration, listed by {@code schema} */
    OptionDeclaration ownedBy(OptionRecord<?> schema) {
        return new OptionDeclaration(name, aliases, kind, category, help, defaultText, min, max, bareTimeUnitNs, allowed,
                support, applier, record, component, schema, unsetValue, refusal, enumSuffix, valueOptional);
    }
}
