package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;

import org.jfio.job.ArgvParser;
import org.jfio.job.JobSpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code file_service_type=normal}: fio 3.33 draws the file from a Gaussian over
 * {@code nrfiles << 10} ranks with its hash disabled ({@code init_rand_file_service},
 * {@code get_next_file_rand}), so the middle file gets most requests and its neighbours on both
 * sides get the same share. fio 3.33, {@code --ioengine=null --nrfiles=5 --filesize=64m --bs=4k
 * --rw=randread --file_service_type=normal --number_ios=20000}, requests per file from its
 * write_iolog: 0, 2336, 15248, 2413, 3 (nrfiles=4: 14, 9984, 9977, 25). jfio before scattered the
 * ranks over the files as for block offsets: 2, 2, 15468, 2264, 2264 (files 3 and 4 favoured).
 */
class FileServiceNormalTest {
    @TempDir
    Path dir;

    private int[] perFile(int files) {
        JobSpec spec = new ArgvParser().parse(List.of("--name=n", "--ioengine=null", "--nrfiles=" + files, "--filesize=64m",
                "--bs=4k", "--rw=randread", "--file_service_type=normal", "--number_ios=20000")).jobs().get(0);
        Iolog log = Iolog.run(dir, spec);
        int[] out = new int[files];
        for (Iolog.Io io : log.ios) {
            out[io.file().charAt(io.file().length() - 1) - '0']++;
        }
        return out;
    }

    @Test
    void shouldFavourTheMiddleFileAndItsNeighboursAlikeAsFio() {
        int[] five = perFile(5);
        assertEquals(15248, five[2], 600, java.util.Arrays.toString(five));
        assertEquals(2336, five[1], 300, java.util.Arrays.toString(five));
        assertEquals(2413, five[3], 300, java.util.Arrays.toString(five));
        assertEquals(0, five[0], 30, java.util.Arrays.toString(five));
        assertEquals(3, five[4], 30, java.util.Arrays.toString(five));
        int[] four = perFile(4);
        assertEquals(9984, four[1], 400, java.util.Arrays.toString(four));
        assertEquals(9977, four[2], 400, java.util.Arrays.toString(four));
        assertEquals(14, four[0], 40, java.util.Arrays.toString(four));
        assertEquals(25, four[3], 40, java.util.Arrays.toString(four));
    }
}
