package org.jfio.job;

import java.util.ArrayList;
import java.util.List;

/**
 * A {@code [section]} of a job file, or a {@code --name=} group of command-line options.
 * Package-private, mutable while one parser fills it.
 */
final class Section {
    /** The section name fio reserves for defaults. */
    static final String GLOBAL = "global";

    private final String name;
    private final List<OptionEntry> entries = new ArrayList<>();
    private boolean forceStonewall;

    Section(String name) {
        this.name = name;
    }

    String name() {
        return name;
    }

    boolean isGlobal() {
        return GLOBAL.equals(name);
    }

    List<OptionEntry> entries() {
        return entries;
    }

    void add(OptionEntry entry) {
        entries.add(entry);
    }

    /** Makes the job wait for the ones before it: the first job of every job file after the first. */
    void forceStonewall() {
        forceStonewall = true;
    }

    boolean forcedStonewall() {
        return forceStonewall;
    }
}
