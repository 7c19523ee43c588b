package org.jfio.job;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Locale;

import org.jfio.spi.JfioException;

/**
 * NUMA nodes as fio's {@code numa_cpu_nodes} and {@code numa_mem_policy} name them: a list such as
 * {@code 0}, {@code 0-1,3} or {@code all}, checked while parsing against the nodes this machine
 * has ({@code /sys/devices/system/node/nodeN}), and the CPUs of nodes
 * ({@code /sys/devices/system/node/nodeN/cpulist}). Stateless and thread-safe.
 */
public final class NumaNodes {
    private static final Path NODES = Path.of("/sys/devices/system/node");

    /** Memory policy modes, the kernel's {@code MPOL_*} numbers (fio's names, in their order). */
    static final List<String> POLICIES = List.of("default", "prefer", "bind", "interleave", "local");

    private NumaNodes() {
    }

    /**
     * @return the nodes, ascending
     * @throws JfioException when the list is malformed or names a node this machine does not have
     */
    static int[] parse(String option, String text) {
        return parse(option, text, text);
    }

    /** @param shown the option's value as written, for messages ({@code bind:0-1}) */
    private static int[] parse(String option, String shown, String text) {
        List<Integer> have = present();
        BitSet nodes;
        if (text.trim().toLowerCase(Locale.ROOT).equals("all")) {
            nodes = new BitSet();
            for (int n : have) {
                nodes.set(n);
            }
        } else {
            nodes = CpuList.parseNumbers(option, text);
        }
        if (nodes.isEmpty()) {
            throw new JfioException(option + "=" + shown + ": no NUMA node given");
        }
        for (int n = nodes.nextSetBit(0); n >= 0; n = nodes.nextSetBit(n + 1)) {
            if (!have.contains(n)) {
                throw new JfioException(option + "=" + shown + ": this machine has no NUMA node " + n + " (it has: "
                        + (have.isEmpty() ? "none listed in " + NODES : join(have)) + ")");
            }
        }
        return nodes.stream().toArray();
    }

    /** @return the CPUs of the nodes, ascending ({@code nodeN/cpulist}) */
    public static int[] cpusOf(int[] nodes) {
        BitSet cpus = new BitSet();
        for (int n : nodes) {
            try {
                String list = Files.readString(NODES.resolve("node" + n).resolve("cpulist")).strip();
                if (!list.isEmpty()) {
                    cpus.or(CpuList.parseNumbers("cpulist", list));
                }
            } catch (IOException e) {
                throw new JfioException("numa_cpu_nodes: cannot read the CPUs of node " + n + ": " + e.getMessage(), e);
            }
        }
        return cpus.stream().toArray();
    }

    private static List<Integer> present() {
        List<Integer> out = new ArrayList<>();
        try (var s = Files.list(NODES)) {
            s.map(p -> p.getFileName().toString()).filter(f -> f.matches("node\\d+"))
                    .map(f -> Integer.parseInt(f.substring(4))).sorted().forEach(out::add);
        } catch (IOException | RuntimeException e) {
            // no NUMA sysfs: no node can be named
        }
        return out;
    }

    private static String join(List<Integer> nodes) {
        StringBuilder b = new StringBuilder();
        for (int n : nodes) {
            b.append(b.isEmpty() ? "" : ", ").append(n);
        }
        return b.toString();
    }

    /**
     * Parses {@code numa_mem_policy} ({@code mode[:nodelist]}) into the draft: the mode's kernel
     * number and the nodes, with fio's rules (prefer: one node; bind: a list; interleave: a list,
     * default all; local and default: none).
     */
    static void parsePolicy(org.jfio.spi.option.OptionDraft d, String text) {
        int colon = text.indexOf(':');
        String mode = (colon < 0 ? text : text.substring(0, colon)).trim().toLowerCase(Locale.ROOT);
        String list = colon < 0 ? null : text.substring(colon + 1).trim();
        int m = POLICIES.indexOf(mode);
        if (m < 0) {
            throw new JfioException("numa_mem_policy=" + text + ": the mode must be default, prefer, bind, interleave or local");
        }
        int[] nodes = new int[0];
        switch (mode) {
            case "prefer" -> {
                if (list == null || list.isEmpty()) {
                    throw new JfioException("numa_mem_policy=" + text + ": 'prefer' needs one node (prefer:0)");
                }
                nodes = parse("numa_mem_policy", text, list);
                if (nodes.length != 1) {
                    throw new JfioException("numa_mem_policy=" + text + ": 'prefer' takes one node only");
                }
            }
            case "bind" -> {
                if (list == null || list.isEmpty()) {
                    throw new JfioException("numa_mem_policy=" + text + ": 'bind' needs a node list (bind:0-1)");
                }
                nodes = parse("numa_mem_policy", text, list);
            }
            case "interleave" -> nodes = parse("numa_mem_policy", text, list == null || list.isEmpty() ? "all" : list);
            default -> {
                if (list != null && !list.isEmpty()) {
                    throw new JfioException("numa_mem_policy=" + text + ": '" + mode + "' takes no node list");
                }
            }
        }
        d.set(CpuPlacement.class, "numaMemMode", m);
        d.set(CpuPlacement.class, "numaMemNodes", nodes);
    }
}
