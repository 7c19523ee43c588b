package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;

import picocli.CommandLine;

/**
 * The command lines jfio reads without picocli ({@link PlainFlags}) come out as picocli reads them,
 * and the flag list the job parser refuses is picocli's model's.
 */
class CliOptionsTest {
    /** Job arguments, flags in every form, edge values: what the command lines below are built of. */
    private static final List<String> TOKENS = List.of("job.fio", "--name=t", "--rw=read", "-", "--outputx=1",
            "-name=u", "--output=o.txt", "--output=", "--output", "--debug", "--debug=random", "--debug=",
            "--output-format=json", "--output-format=json,normal", "--output-format=json,", "--output-format=",
            "--output-format", "--minimal", "--minimal=true", "--extended", "--parse-only", "--readonly",
            "--warnings=report", "--warnings-fatal", "--bandwidth-log", "--eta=never", "--eta-newline=2",
            "--eta-interval=1s", "--status-interval=1", "--terse-version=3", "--section=a", "--max-jobs=2", "--",
            "-output=x", "--help", "--showcmd", "--rank=0/2");

    @Test
    void flagNamesShouldBeExactlyPicocliOptionNames() {
        List<String> model = new ArrayList<>();
        for (CommandLine.Model.OptionSpec spec : new CommandLine(new CliOptions()).getCommandSpec().options()) {
            model.addAll(List.of(spec.names()));
        }
        assertEquals(new TreeSet<>(model), new TreeSet<>(CliOptions.FLAG_NAMES));
        assertEquals(model.size(), CliOptions.FLAG_NAMES.size(), "a flag listed twice");
    }

    @Test
    void noValueFlagsShouldBeExactlyPicocliFlagsWithoutValue() {
        List<String> model = new ArrayList<>();
        for (CommandLine.Model.OptionSpec spec : new CommandLine(new CliOptions()).getCommandSpec().options()) {
            if (spec.arity().max() == 0) {
                model.addAll(List.of(spec.names()));
            }
        }
        assertEquals(new TreeSet<>(model), new TreeSet<>(CliOptions.NO_VALUE_FLAGS));
    }

    @Test
    void aValueGivenToAFlagWithoutValueShouldBeRefusedBeforeEitherReader() {
        assertEquals("option '--readonly' takes no value, and was given one (--readonly=1): write --readonly alone",
                CliOptions.valueGivenToPlainFlag(CliOptions.normalize(new String[] {"--name=t", "--readonly=1"})));
        assertNotNull(CliOptions.valueGivenToPlainFlag(CliOptions.normalize(new String[] {"-minimal=true"})));
        assertNull(CliOptions.valueGivenToPlainFlag(CliOptions.normalize(new String[] {"--readonly", "--output=x"})));
        assertNull(CliOptions.valueGivenToPlainFlag(new String[] {"--", "--readonly=1"}), "after --: a job argument");
    }

    @Test
    void everyPairOfArgumentsShouldReadAsPicocliReadsIt() throws Exception {
        int plain = 0;
        for (String a : TOKENS) {
            plain += same(new String[] {a}) ? 1 : 0;
            for (String b : TOKENS) {
                plain += same(new String[] {a, b}) ? 1 : 0;
            }
        }
        assertTrue(plain > TOKENS.size() * 10, "few command lines were read without picocli: " + plain);
    }

    @Test
    void longerCommandLinesShouldReadAsPicocliReadsThem() throws Exception {
        Random random = new Random(42);
        for (int n = 0; n < 3000; n++) {
            String[] args = new String[3 + random.nextInt(4)];
            for (int i = 0; i < args.length; i++) {
                args[i] = TOKENS.get(random.nextInt(TOKENS.size()));
            }
            same(args);
        }
    }

    @Test
    void theCommonCommandLinesShouldNotNeedPicocli() {
        String[][] common = {
            {"job.fio"},
            {"--debug", "--name=t", "--ioengine=null", "--size=1m", "--output-format=json"},
            {"job.fio", "--output-format=json,normal", "--output=r.json", "--extended"},
            {"check", "/tmp/x", "--size=1g"},
            {"merge", "a.json", "b.json", "--output-format=json"},
        };
        for (String[] args : common) {
            assertNotNull(PlainFlags.read(CliOptions.normalize(args)), String.join(" ", args));
        }
        assertNull(PlainFlags.read(CliOptions.normalize(new String[] {"job.fio", "--output", "r.json"})));
    }

    /** @return true when the plain reader read the command line (and then it matched picocli's result) */
    private static boolean same(String[] args) throws Exception {
        String[] normalized = CliOptions.normalize(args);
        CliOptions plain = PlainFlags.read(normalized);
        if (plain == null) {
            return false;
        }
        CliOptions picocli = new CliOptions();
        CommandLine cl = new CommandLine(picocli);
        cl.setUnmatchedOptionsArePositionalParams(true);
        cl.setUnmatchedOptionsAllowedAsOptionParameters(false);
        cl.setExpandAtFiles(false);
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        cl.parseArgs(normalized); // throws when picocli would refuse what the plain reader took
        assertEquals(state(picocli), state(plain), String.join(" ", args));
        return true;
    }

    /** @return every field of the options and their mixins, as text */
    private static String state(Object options) throws IllegalAccessException {
        StringBuilder out = new StringBuilder();
        for (Field f : options.getClass().getDeclaredFields()) {
            if (Modifier.isStatic(f.getModifiers())) {
                continue;
            }
            f.setAccessible(true);
            Object v = f.get(options);
            boolean mixin = v != null && v.getClass().getPackageName().equals(CliOptions.class.getPackageName());
            out.append(f.getName()).append('=').append(mixin ? "{" + state(v) + "}" : String.valueOf(v)).append(' ');
        }
        return out.toString();
    }
}
