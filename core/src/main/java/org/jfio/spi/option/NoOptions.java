package org.jfio.spi.option;

import java.lang.invoke.MethodHandles;
import java.util.List;

/** The options of an engine that has none of its own. */
public record NoOptions() {
    /** The empty schema. */
    public static final OptionRecord<NoOptions> SCHEMA = OptionRecord.of(MethodHandles.lookup(), NoOptions.class, List.of());
}
