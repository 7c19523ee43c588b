package org.jfio.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.jfio.api.ChecksumSpeed;
import org.jfio.job.VerifyMode;
import org.jfio.spi.JfioException;

/**
 * {@code --crctest[=TYPE,...]}: each verify checksum's speed on this machine
 * ({@link ChecksumSpeed}), one line each as fio prints it ({@code md5:\t\t  685.02 MiB/sec});
 * {@code --crctest=list} lists the names. Stateless.
 */
final class CrcTest {
    private CrcTest() {
    }

    /**
     * @param types the flag's value: empty for every checksum, {@code list}/{@code help}, or names
     * @return the exit code
     * @throws JfioException for an unknown name, naming the known ones
     */
    static int run(String types, PrintStream out, PrintStream err) {
        if (types.equals("list") || types.equals("help")) {
            for (VerifyMode m : ChecksumSpeed.modes()) {
                out.println(m.fioName());
            }
            return ExitCode.OK;
        }
        for (VerifyMode m : selected(types)) {
            ChecksumSpeed.Result r = ChecksumSpeed.measure(m, ChecksumSpeed.CHUNKS);
            out.println(line(r));
            out.flush();
        }
        return ExitCode.OK;
    }

    /** @return fio's line: the name, one or two tabs (one for names of 7 characters or more), {@code %8.2f MiB/sec} */
    static String line(ChecksumSpeed.Result r) {
        String name = r.mode().fioName();
        String tabs = name.length() >= 7 ? "\t" : "\t\t";
        double speed = r.mibPerSecond();
        return Double.isInfinite(speed) ? name + ":inf MiB/sec"
                : name + ":" + tabs + String.format(Locale.ROOT, "%8.2f MiB/sec", speed);
    }

    private static List<VerifyMode> selected(String types) {
        if (types.isBlank()) {
            return ChecksumSpeed.modes();
        }
        List<VerifyMode> out = new ArrayList<>();
        for (String t : types.split(",")) {
            String name = t.strip();
            VerifyMode found = null;
            for (VerifyMode m : ChecksumSpeed.modes()) {
                if (m.fioName().equalsIgnoreCase(name)) {
                    found = m;
                }
            }
            if (found == null) {
                List<String> names = new ArrayList<>();
                ChecksumSpeed.modes().forEach(m -> names.add(m.fioName()));
                throw new JfioException("--crctest: unknown checksum '" + name + "' (jfio has " + String.join(", ", names)
                        + "; fio's murmur3, jhash and fnv are not verify checksums)");
            }
            if (!out.contains(found)) {
                out.add(found);
            }
        }
        // fio runs them in its table's order, whatever the order asked
        out.sort(java.util.Comparator.comparingInt(ChecksumSpeed.modes()::indexOf));
        return out;
    }
}
