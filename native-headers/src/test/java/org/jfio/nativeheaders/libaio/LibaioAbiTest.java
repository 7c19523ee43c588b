package org.jfio.nativeheaders.libaio;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.GroupLayout;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodType;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.jfio.nativeheaders.CProbe;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static java.lang.foreign.MemoryLayout.PathElement.groupElement;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Pins the hand-maintained libaio / POSIX AIO bindings to the real system headers: a C probe,
 * generated from the bound classes, is compiled with gcc against {@code src/main/c/libaio.h} and
 * prints the size and alignment of every struct and union class, the offset and size of every field
 * that has an {@code $offset()}, the value of every constant getter of {@link libaio_h} and whether
 * every function has the prototype the descriptor claims; any difference fails with the whole list.
 * The same probe runs libaio's real {@code io_prep_*} inlines and prints the iocb bytes, which must
 * equal what {@link IocbPrep} writes. Reflection and the jextract argfile make sure nothing bound in
 * Java escapes the probe.
 */
class LibaioAbiTest {

    /** Every struct or union class (nested ones too) and the C type it binds. */
    private static final Map<Class<?>, String> TYPES = types();

    private static Map<Class<?>, String> types() {
        Map<Class<?>, String> t = new LinkedHashMap<>();
        t.put(iocb.class, "struct iocb");
        t.put(iocb.u.class, "__typeof__(((struct iocb *)0)->u)");
        t.put(io_iocb_common.class, "struct io_iocb_common");
        t.put(io_iocb_vector.class, "struct io_iocb_vector");
        t.put(io_iocb_poll.class, "struct io_iocb_poll");
        t.put(io_iocb_sockaddr.class, "struct io_iocb_sockaddr");
        t.put(io_event.class, "struct io_event");
        t.put(aiocb.class, "struct aiocb");
        t.put(sigevent.class, "struct sigevent");
        t.put(sigevent._sigev_un.class, "__typeof__(((struct sigevent *)0)->_sigev_un)");
        t.put(sigevent._sigev_un._sigev_thread.class, "__typeof__(((struct sigevent *)0)->_sigev_un._sigev_thread)");
        t.put(sigval.class, "union sigval");
        return t;
    }

    /** Every function: its C type, whether the handle captures errno, and the Java side. */
    private static final List<Function> FUNCTIONS = List.of(
            function("io_setup", false, "int (int, io_context_t *)", libaio_h::io_setup$descriptor, libaio_h::io_setup$handle),
            function("io_destroy", false, "int (io_context_t)", libaio_h::io_destroy$descriptor, libaio_h::io_destroy$handle),
            function("io_submit", false, "int (io_context_t, long, struct iocb **)", libaio_h::io_submit$descriptor, libaio_h::io_submit$handle),
            function("io_cancel", false, "int (io_context_t, struct iocb *, struct io_event *)", libaio_h::io_cancel$descriptor, libaio_h::io_cancel$handle),
            function("io_getevents", false, "int (io_context_t, long, long, struct io_event *, struct timespec *)",
                    libaio_h::io_getevents$descriptor, libaio_h::io_getevents$handle),
            function("aio_read", true, "int (struct aiocb *)", libaio_h::aio_read$descriptor, libaio_h::aio_read$handle),
            function("aio_write", true, "int (struct aiocb *)", libaio_h::aio_write$descriptor, libaio_h::aio_write$handle),
            function("aio_fsync", true, "int (int, struct aiocb *)", libaio_h::aio_fsync$descriptor, libaio_h::aio_fsync$handle),
            function("aio_error", false, "int (const struct aiocb *)", libaio_h::aio_error$descriptor, libaio_h::aio_error$handle),
            function("aio_return", false, "ssize_t (struct aiocb *)", libaio_h::aio_return$descriptor, libaio_h::aio_return$handle),
            function("aio_suspend", true, "int (const struct aiocb *const *, int, const struct timespec *)",
                    libaio_h::aio_suspend$descriptor, libaio_h::aio_suspend$handle),
            function("aio_cancel", true, "int (int, struct aiocb *)", libaio_h::aio_cancel$descriptor, libaio_h::aio_cancel$handle));

    /** Hand-written classes in the bindings package that are not jextract struct classes. */
    private static final Set<String> NOT_STRUCTS = Set.of("libaio_h", "IocbPrep", "AioRing", "package-info");

    private static final Path MODULE_DIR = Path.of(System.getProperty("basedir", "")).toAbsolutePath();
    private static final Path HEADER_DIR = MODULE_DIR.resolve("src/main/c");
    private static final Path ARGFILE = MODULE_DIR.resolve("src/main/jextract/libaio.args");
    private static final Path BINDINGS_DIR = MODULE_DIR.resolve("src/main/java/org/jfio/nativeheaders/libaio");

    /** Arguments the probe and Java both pass to the io_prep_* helpers. */
    private static final int PREP_FD = 7;
    private static final long PREP_BUF = 0x1122334455667788L;
    private static final long PREP_COUNT = 1_048_576L;
    private static final long PREP_OFFSET = 0x0102030405060708L;

    @Test
    void shouldMatchTheSystemHeadersForEveryCheck(@TempDir Path dir) throws Exception {
        CProbe.requireGccAndHeaders("/usr/include/libaio.h");
        List<Probe> probes = new ArrayList<>();
        for (Map.Entry<Class<?>, String> type : TYPES.entrySet()) {
            probes.addAll(typeProbes(type.getKey(), type.getValue()));
        }
        for (Method m : constantGetters()) {
            probes.add(new Probe("const " + m.getName(), m.getName(), (int) m.invoke(null), true));
        }
        for (Function f : FUNCTIONS) {
            probes.add(new Probe("prototype " + f.name(),
                    "__builtin_types_compatible_p(__typeof__(" + f.name() + "), " + f.cType() + ")", 1, false));
        }
        probes.add(new Probe("sizeof io_context_t", "sizeof(io_context_t)", libaio_h.io_context_t.byteSize(), false));
        probes.add(new Probe("typedef io_context_t", "__builtin_types_compatible_p(io_context_t, struct io_context *)", 1, false));

        Map<String, String> actual = runProbe(dir, probes);

        List<String> mismatches = new ArrayList<>();
        for (Probe probe : probes) {
            String c = actual.get(probe.key());
            if (c == null) {
                mismatches.add(probe.key() + ": no output from the probe");
            } else if (!probe.matches(Long.parseLong(c))) {
                mismatches.add(probe.key() + ": C says " + c + ", Java says " + probe.javaValue());
            }
        }
        for (Map.Entry<String, String> prep : javaPreps().entrySet()) {
            String c = actual.get(prep.getKey());
            if (!prep.getValue().equals(c)) {
                mismatches.add(prep.getKey() + ": C writes " + c + ", IocbPrep writes " + prep.getValue());
            }
        }
        if (!mismatches.isEmpty()) {
            fail(mismatches.size() + " of " + actual.size() + " ABI checks differ from the C headers:\n  "
                    + String.join("\n  ", mismatches));
        }
        assertEquals(probes.size() + javaPreps().size(), actual.size(), "probe printed unexpected lines: " + actual.keySet());
    }

    /**
     * {@code IOCB_FLAG_IOPRIO} is the kernel's (src/main/c/libaio.h defines it, as fio does): its
     * value, and where the kernel's {@code struct iocb} keeps {@code aio_reqprio} and
     * {@code aio_flags}, must be where libaio's layout (the bindings) puts them.
     */
    @Test
    void shouldPutTheRequestPriorityWhereTheKernelReadsIt(@TempDir Path dir) throws Exception {
        CProbe.requireGccAndHeaders("/usr/include/linux/aio_abi.h");
        String c = """
                #include <linux/aio_abi.h>
                #include <stddef.h>
                #include <stdio.h>
                int main(void) {
                """ + CProbe.printLine("flag", "IOCB_FLAG_IOPRIO")
                + CProbe.printLine("reqprio", "offsetof(struct iocb, aio_reqprio)")
                + CProbe.printLine("flags", "offsetof(struct iocb, aio_flags)")
                + "    return 0;\n}\n";
        Map<String, String> kernel = CProbe.compileAndRun(dir, c, "-iquote", HEADER_DIR);
        assertEquals(String.valueOf(libaio_h.IOCB_FLAG_IOPRIO()), kernel.get("flag"));
        assertEquals(String.valueOf(iocb.aio_reqprio$offset()), kernel.get("reqprio"));
        assertEquals(String.valueOf(iocb.u$offset() + iocb.u.c$offset() + io_iocb_common.flags$offset()), kernel.get("flags"));
    }

    @Test
    void shouldCheckEveryStructClassOfTheBindings() throws Exception {
        Set<String> missing = new TreeSet<>();
        for (String name : javaStructClasses()) {
            Class<?> top = Class.forName(libaio_h.class.getPackageName() + "." + name);
            for (Class<?> cls : withNested(top)) {
                if (!TYPES.containsKey(cls)) {
                    missing.add(cls.getName());
                }
            }
        }
        for (Method m : libaio_h.class.getDeclaredMethods()) {
            if (isPublicStatic(m) && m.getName().endsWith("$descriptor")) {
                String fn = m.getName().substring(0, m.getName().length() - "$descriptor".length());
                if (FUNCTIONS.stream().noneMatch(f -> f.name().equals(fn))) {
                    missing.add("function " + fn);
                }
            }
        }
        assertTrue(missing.isEmpty(), "bound in Java but not checked by the probe: " + missing);
    }

    @Test
    void shouldNameTheSameSymbolsInTheArgfileAsInTheBindings() throws Exception {
        Map<String, Set<String>> argfile = new LinkedHashMap<>();
        for (String kind : List.of("function", "struct", "const", "typedef")) {
            argfile.put(kind, new TreeSet<>());
        }
        for (String line : Files.readAllLines(ARGFILE)) {
            String[] words = line.strip().split("\\s+");
            switch (words[0]) {
                case "--include-function" -> argfile.get("function").add(words[1]);
                case "--include-struct", "--include-union" -> argfile.get("struct").add(words[1]);
                case "--include-constant" -> argfile.get("const").add(words[1]);
                case "--include-typedef" -> argfile.get("typedef").add(words[1]);
                default -> { }
            }
        }
        Map<String, Set<String>> bound = new LinkedHashMap<>();
        bound.put("function", FUNCTIONS.stream().map(Function::name).collect(Collectors.toCollection(TreeSet::new)));
        bound.put("struct", javaStructClasses());
        bound.put("const", constantGetters().stream().map(Method::getName).collect(Collectors.toCollection(TreeSet::new)));
        bound.put("typedef", new TreeSet<>(Set.of("io_context_t")));
        List<String> differences = new ArrayList<>();
        for (String kind : argfile.keySet()) {
            Set<String> onlyArgfile = new TreeSet<>(argfile.get(kind));
            onlyArgfile.removeAll(bound.get(kind));
            Set<String> onlyJava = new TreeSet<>(bound.get(kind));
            onlyJava.removeAll(argfile.get(kind));
            if (!onlyArgfile.isEmpty() || !onlyJava.isEmpty()) {
                differences.add(kind + ": only in libaio.args " + onlyArgfile + ", only in the bindings " + onlyJava);
            }
        }
        assertTrue(differences.isEmpty(), String.join("\n", differences));
    }

    @Test
    void shouldAgreeWithItselfOnTheJavaSide() throws Exception {
        List<String> mismatches = new ArrayList<>();
        for (Class<?> cls : TYPES.keySet()) {
            GroupLayout whole = (GroupLayout) cls.getMethod("layout").invoke(null);
            if (whole.byteSize() != (long) cls.getMethod("sizeof").invoke(null)) {
                mismatches.add(cls.getName() + ": sizeof() is not layout().byteSize()");
            }
            for (String field : fields(cls)) {
                long offset = (long) cls.getMethod(field + "$offset").invoke(null);
                MemoryLayout layout = (MemoryLayout) cls.getMethod(field + "$layout").invoke(null);
                long inLayout = whole.byteOffset(groupElement(field));
                MemoryLayout selected = whole.select(groupElement(field));
                if (offset != inLayout || !layout.equals(selected)) {
                    mismatches.add(cls.getName() + "." + field + ": $offset()/$layout() say " + offset + "/" + layout
                            + " but layout() has " + inLayout + "/" + selected);
                }
            }
        }
        for (Function f : FUNCTIONS) {
            f.javaMismatch().ifPresent(mismatches::add);
        }
        assertTrue(mismatches.isEmpty(), String.join("\n", mismatches));
    }

    // ---- probes ----

    /** One probe line: {@code key} is printed with the value of {@code cExpr}. */
    private record Probe(String key, String cExpr, long javaValue, boolean int32) {
        boolean matches(long c) {
            // an unsigned C constant above INT_MAX is the same bits as a negative Java int
            return int32 ? (int) c == javaValue && (c == (int) c || c == Integer.toUnsignedLong((int) c)) : c == javaValue;
        }
    }

    private static List<Probe> typeProbes(Class<?> cls, String cType) throws ReflectiveOperationException {
        String name = cls.getName().substring(cls.getPackageName().length() + 1).replace('$', '.');
        GroupLayout layout = (GroupLayout) cls.getMethod("layout").invoke(null);
        List<Probe> probes = new ArrayList<>();
        probes.add(new Probe("sizeof " + name, "sizeof(" + cType + ")", (long) cls.getMethod("sizeof").invoke(null), false));
        probes.add(new Probe("alignof " + name, "_Alignof(" + cType + ")", layout.byteAlignment(), false));
        for (String field : fields(cls)) {
            long offset = (long) cls.getMethod(field + "$offset").invoke(null);
            MemoryLayout fieldLayout = (MemoryLayout) cls.getMethod(field + "$layout").invoke(null);
            probes.add(new Probe("offsetof " + name + "." + field, "offsetof(" + cType + ", " + field + ")", offset, false));
            probes.add(new Probe("fieldsize " + name + "." + field, "sizeof(((" + cType + " *)0)->" + field + ")",
                    fieldLayout.byteSize(), false));
        }
        return probes;
    }

    /** The io_prep_* calls the probe makes, each printed as the hex of the 64 iocb bytes. */
    private static final List<String> C_PREPS = List.of(
            "io_prep_pread(&cb, %d, (void *) 0x%xUL, %d, 0x%xLL)".formatted(PREP_FD, PREP_BUF, PREP_COUNT, PREP_OFFSET),
            "io_prep_pwrite(&cb, %d, (void *) 0x%xUL, %d, 0x%xLL)".formatted(PREP_FD, PREP_BUF, PREP_COUNT, PREP_OFFSET),
            "io_prep_fsync(&cb, %d)".formatted(PREP_FD),
            "io_prep_fdsync(&cb, %d)".formatted(PREP_FD),
            "io_prep_pread(&cb, %d, (void *) 0x%xUL, %d, 0x%xLL); cb.data = (void *) 42UL; cb.aio_rw_flags = RWF_NOWAIT"
                    .formatted(PREP_FD, PREP_BUF, PREP_COUNT, PREP_OFFSET),
            "io_prep_pwrite(&cb, %d, (void *) 0x%xUL, %d, 0x%xLL); cb.aio_reqprio = 0x2003; cb.u.c.flags |= IOCB_FLAG_IOPRIO"
                    .formatted(PREP_FD, PREP_BUF, PREP_COUNT, PREP_OFFSET));

    /** The same calls through {@link IocbPrep}, on an iocb first filled with garbage, keyed as the probe prints them. */
    private static Map<String, String> javaPreps() {
        List<Consumer<MemorySegment>> preps = List.of(
                cb -> IocbPrep.io_prep_pread(cb, PREP_FD, MemorySegment.ofAddress(PREP_BUF), PREP_COUNT, PREP_OFFSET),
                cb -> IocbPrep.io_prep_pwrite(cb, PREP_FD, MemorySegment.ofAddress(PREP_BUF), PREP_COUNT, PREP_OFFSET),
                cb -> IocbPrep.io_prep_fsync(cb, PREP_FD),
                cb -> IocbPrep.io_prep_fdsync(cb, PREP_FD),
                cb -> {
                    IocbPrep.io_prep_pread(cb, PREP_FD, MemorySegment.ofAddress(PREP_BUF), PREP_COUNT, PREP_OFFSET);
                    IocbPrep.io_set_data(cb, 42);
                    IocbPrep.io_set_rw_flags(cb, libaio_h.RWF_NOWAIT());
                },
                cb -> {
                    IocbPrep.io_prep_pwrite(cb, PREP_FD, MemorySegment.ofAddress(PREP_BUF), PREP_COUNT, PREP_OFFSET);
                    IocbPrep.io_set_ioprio(cb, 0x2003);
                });
        Map<String, String> out = new LinkedHashMap<>();
        try (Arena arena = Arena.ofConfined()) {
            for (int i = 0; i < preps.size(); i++) {
                MemorySegment cb = iocb.allocate(arena);
                cb.fill((byte) 0xA5);
                preps.get(i).accept(cb);
                out.put("prep " + i, HexFormat.of().formatHex(cb.toArray(java.lang.foreign.ValueLayout.JAVA_BYTE)));
            }
        }
        return out;
    }

    private static Map<String, String> runProbe(Path dir, List<Probe> probes) throws Exception {
        StringBuilder c = new StringBuilder("""
                /* ABI probe written by LibaioAbiTest: prints "<key> <value>" per check. */
                #include "libaio.h"
                #include <stddef.h>
                #include <stdio.h>

                static void hex(const char *key, const void *p, size_t n) {
                    printf("%s ", key);
                    for (size_t i = 0; i < n; i++) {
                        printf("%02x", ((const unsigned char *) p)[i]);
                    }
                    printf("\\n");
                }

                int main(void) {
                    struct iocb cb;
                """);
        for (Probe probe : probes) {
            c.append(CProbe.printLine(probe.key(), probe.cExpr()));
        }
        for (int i = 0; i < C_PREPS.size(); i++) {
            c.append("    memset(&cb, 0xA5, sizeof(cb));\n    ").append(C_PREPS.get(i)).append(";\n")
                    .append("    hex(\"prep ").append(i).append("\", &cb, sizeof(cb));\n");
        }
        c.append("    return 0;\n}\n");
        return CProbe.compileAndRun(dir, c.toString(), "-iquote", HEADER_DIR);
    }

    // ---- functions ----

    /**
     * A function: gcc checks that {@code cType} is the declared type of the symbol; Java checks that
     * the descriptor is that type in {@code libaio_h.C_*} layouts and that the handle has the leading
     * call-state parameter exactly when {@code capturesErrno}.
     */
    private record Function(String name, boolean capturesErrno, String cType,
                            Supplier<FunctionDescriptor> descriptor, Supplier<MethodHandle> handle) {

        Optional<String> javaMismatch() {
            int open = cType.indexOf('(');
            MemoryLayout ret = layoutOf(cType.substring(0, open));
            String paramText = cType.substring(open + 1, cType.lastIndexOf(')')).strip();
            List<String> params = paramText.equals("void") ? List.of() : Arrays.stream(paramText.split(","))
                    .map(String::strip).toList();
            FunctionDescriptor desc = descriptor.get();
            List<MemoryLayout> args = desc.argumentLayouts();
            boolean ok = desc.returnLayout().isPresent() && desc.returnLayout().get().equals(ret)
                    && args.size() == params.size();
            for (int i = 0; ok && i < params.size(); i++) {
                ok = args.get(i).equals(layoutOf(params.get(i)));
            }
            if (!ok) {
                return Optional.of(name + ": descriptor " + desc + " is not C " + cType);
            }
            MethodType expected = desc.toMethodType();
            if (capturesErrno) {
                expected = expected.insertParameterTypes(0, MemorySegment.class);
            }
            MethodType actual;
            try {
                actual = handle.get().type();
            } catch (UnsatisfiedLinkError | ExceptionInInitializerError | NoClassDefFoundError e) {
                if (!libaio_h.libaioLoadFailure().isEmpty() && name.startsWith("io_")) {
                    return Optional.empty(); // no libaio.so.1 here: only the descriptor can be checked
                }
                return Optional.of(name + ": cannot link: " + e);
            }
            return actual.equals(expected) ? Optional.empty()
                    : Optional.of(name + ": handle type " + actual + ", expected " + expected
                    + (capturesErrno ? " (with errno capture)" : " (no errno capture)"));
        }

        /** The libaio_h layout jextract uses for a C type on x86_64 Linux. */
        private static MemoryLayout layoutOf(String cType) {
            String t = cType.strip();
            if (t.endsWith("*") || t.equals("io_context_t")) {
                return libaio_h.C_POINTER;
            }
            return switch (t) {
                case "int" -> libaio_h.C_INT;
                case "long", "ssize_t" -> libaio_h.C_LONG;
                default -> throw new IllegalArgumentException("add a layout for C type '" + t + "'");
            };
        }
    }

    private static Function function(String name, boolean capturesErrno, String cType,
                                     Supplier<FunctionDescriptor> descriptor, Supplier<MethodHandle> handle) {
        return new Function(name, capturesErrno, cType, descriptor, handle);
    }

    // ---- reflection helpers ----

    /** The names of the fields a class binds: those with a public static {@code $offset()}. */
    private static List<String> fields(Class<?> cls) {
        List<String> out = new ArrayList<>();
        for (Method m : cls.getDeclaredMethods()) {
            if (isPublicStatic(m) && m.getName().endsWith("$offset") && m.getParameterCount() == 0) {
                out.add(m.getName().substring(0, m.getName().length() - "$offset".length()));
            }
        }
        out.sort(null);
        return out;
    }

    private static List<Method> constantGetters() {
        List<Method> out = new ArrayList<>();
        for (Method m : libaio_h.class.getDeclaredMethods()) {
            if (isPublicStatic(m) && m.getReturnType() == int.class && m.getParameterCount() == 0
                    && m.getName().equals(m.getName().toUpperCase(Locale.ROOT))) {
                out.add(m);
            }
        }
        out.sort((a, b) -> a.getName().compareTo(b.getName()));
        return out;
    }

    private static List<Class<?>> withNested(Class<?> top) {
        List<Class<?>> out = new ArrayList<>(List.of(top));
        for (Class<?> inner : top.getDeclaredClasses()) {
            if (Modifier.isPublic(inner.getModifiers())) {
                out.addAll(withNested(inner));
            }
        }
        return out;
    }

    /** The struct classes: every class file in the bindings package except the hand-written ones. */
    private static Set<String> javaStructClasses() throws IOException {
        try (Stream<Path> files = Files.list(BINDINGS_DIR)) {
            return files.map(f -> f.getFileName().toString())
                    .filter(n -> n.endsWith(".java"))
                    .map(n -> n.substring(0, n.length() - ".java".length()))
                    .filter(n -> !NOT_STRUCTS.contains(n))
                    .collect(Collectors.toCollection(TreeSet::new));
        }
    }

    private static boolean isPublicStatic(Method m) {
        return Modifier.isPublic(m.getModifiers()) && Modifier.isStatic(m.getModifiers());
    }
}
