package org.jfio.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import org.jfio.result.CpuUsage;
import org.jfio.spi.DataDirection;
import org.jfio.result.DepthDistribution;
import org.jfio.result.DirectionResult;
import org.jfio.result.DiskUtilization;
import org.jfio.result.GroupResult;
import org.jfio.result.JobResult;
import org.jfio.result.RunResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class TerseReportTest {

    private static String resource(String name) throws IOException {
        try (InputStream in = TerseReportTest.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IOException("missing test resource " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** @return the fields of one line, 1-based: index 0 is unused */
    private static String[] fields(String line) {
        assertFalse(line.contains("\n"), "one line");
        String[] f = line.split(";", -1);
        String[] out = new String[f.length + 1];
        System.arraycopy(f, 0, out, 1, f.length);
        out[0] = "";
        return out;
    }

    private static int count(String line) {
        return fields(line).length - 1;
    }

    private static List<String> lines(String report) {
        assertTrue(report.endsWith("\n"), "ends with a newline");
        return report.lines().toList();
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 3, 4, 5})
    void shouldMatchTheGoldenFileByteForByte(int version) throws IOException {
        Golden.check("golden-terse-v" + version + ".txt", new TerseReport(version).format(ReportFixtures.run()));
    }

    @Test
    void shouldWriteVersion3ByDefault() throws IOException {
        TerseReport r = new TerseReport();
        assertEquals(3, r.version());
        Golden.check("golden-terse-v3.txt", r.format(ReportFixtures.run()));
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        r.write(ReportFixtures.run(), out);
        assertEquals(r.format(ReportFixtures.run()), out.toString(java.nio.charset.StandardCharsets.UTF_8));
    }

    @Test
    void shouldPutVersion3FieldsWhereFioDoes() {
        List<String> lines = lines(new TerseReport(3).format(ReportFixtures.run()));
        assertEquals(2, lines.size(), "one line per reported job (w's clones merged)");
        String[] f = fields(lines.get(0));
        assertEquals(130, f.length - 1);
        assertEquals("3", f[1]);
        assertEquals("jfio-0.1.0", f[2]);
        assertEquals("t", f[3]);
        assertEquals("0", f[4]);
        assertEquals("0", f[5]);
        // READ
        assertEquals("4000", f[6]);
        assertEquals("1332", f[7]);
        assertEquals("333", f[8]);
        assertEquals("3001", f[9]);
        assertEquals(List.of("3", "150", "4.470000"), List.of(f[10], f[11], f[12]));
        assertEquals(List.of("0", "20480", "307.001100"), List.of(f[14], f[15], f[16]));
        assertEquals("1.000000%=41", f[18]); // fio bucket value 41216 ns
        assertEquals("50.000000%=205", f[24]); // 205824 ns
        assertEquals("99.990000%=20578", f[34]); // 20578304 ns
        assertEquals(List.of("0%=0", "0%=0", "0%=0"), List.of(f[35], f[36], f[37]));
        assertEquals(List.of("3", "20483", "310.001100"), List.of(f[38], f[39], f[40]));
        assertEquals(List.of("1100", "1500", "100.000000%", "1333.500000", "150.250000"),
                List.of(f[42], f[43], f[44], f[45], f[46]));
        // WRITE
        assertEquals(List.of("2000", "666", "166", "3001"), List.of(f[47], f[48], f[49], f[50]));
        assertEquals(List.of("4", "4", "4.000000", "0.000000"), List.of(f[51], f[52], f[53], f[54]));
        assertEquals("1.000000%=102", f[59]); // 102912 ns
        assertEquals("99.099099%", f[85]);
        // CPU, depths, latency distribution, disk
        assertEquals(List.of("12.929024%", "63.198934%", "10906", "0", "14"), List.of(f[88], f[89], f[90], f[91], f[92]));
        assertEquals(List.of("0.1%", "0.1%", "0.1%", "0.1%", "99.7%", "0.0%", "0.0%"),
                List.of(f[93], f[94], f[95], f[96], f[97], f[98], f[99]));
        assertEquals("0.33%", f[100], "2 us bucket: 0.20% plus the 0.13% under 1 us");
        assertEquals("1.33%", f[104]);
        assertEquals("70.13%", f[106]);
        assertEquals("3.00%", f[109]);
        assertEquals("0.80%", f[110]);
        assertEquals("0.20%", f[114]);
        assertEquals("0.00%", f[121]);
        assertEquals(List.of("vda", "32481", "20731", "0", "0", "2485", "5976", "8483", "80.34%"),
                List.of(f[122], f[123], f[124], f[125], f[126], f[127], f[128], f[129], f[130]));

        String[] w = fields(lines.get(1));
        assertEquals(130, w.length - 1);
        assertEquals(List.of("w", "1"), List.of(w[3], w[4]));
        assertEquals("0", w[6], "w read nothing");
        assertEquals("1.000000%=0", w[18], "fio prints the percentile list even without samples");
        assertEquals(List.of("0", "0", "0.000000%", "0.000000", "0.000000"),
                List.of(w[42], w[43], w[44], w[45], w[46]));
        assertEquals("2755072", w[47]);
        assertEquals("99.539844%", w[85], "terse share: mean not truncated, aggregate in whole KiB/s");
        assertEquals("0.01%", w[100]);
        assertEquals("vda", w[122], "every line carries the disks");
    }

    @Test
    void shouldHaveTheShapeOfRealFioTerseOutput() throws IOException {
        String[] fio = fields(resource("fio-example-terse.txt").strip());
        String[] ours = fields(lines(new TerseReport().format(ReportFixtures.run())).get(0));
        assertEquals(130, fio.length - 1);
        assertEquals(fio.length, ours.length);
        assertEquals("t", fio[3]);
        assertEquals("2.400000%", fio[88]);
        for (int i = 1; i < fio.length; i++) {
            assertEquals(shape(fio[i]), shape(ours[i]), "field " + i + ": fio " + fio[i] + ", jfio " + ours[i]);
        }
    }

    private static final List<Pattern> SHAPES = List.of(
            Pattern.compile("[0-9]+"),
            Pattern.compile("[0-9]+\\.[0-9]{6}"),
            Pattern.compile("[0-9]+\\.[0-9]{6}%"),
            Pattern.compile("[0-9]+\\.[0-9]%"),
            Pattern.compile("[0-9]+\\.[0-9]{2}%"),
            Pattern.compile("[0-9]+\\.[0-9]{6}%=[0-9]+"),
            Pattern.compile("0%=0"));

    private static String shape(String field) {
        for (Pattern p : SHAPES) {
            if (p.matcher(field).matches()) {
                return p.pattern();
            }
        }
        return "text";
    }

    @Test
    void shouldCountFieldsAsFioDefinesEachVersion() {
        RunResult r = ReportFixtures.run();
        assertEquals(List.of(161, 161), lines(new TerseReport(2).format(r)).stream().map(TerseReportTest::count).toList());
        assertEquals(List.of(130, 130), lines(new TerseReport(3).format(r)).stream().map(TerseReportTest::count).toList());
        assertEquals(List.of(171, 171), lines(new TerseReport(4).format(r)).stream().map(TerseReportTest::count).toList());
        assertEquals(List.of(189, 189), lines(new TerseReport(5).format(r)).stream().map(TerseReportTest::count).toList());
        for (int v = 2; v <= 5; v++) {
            assertEquals(count(lines(new TerseReport(v).format(r)).get(0)), TerseReport.fieldCount(v, 1));
        }
    }

    @Test
    void shouldAddNineFieldsPerExtraDisk() {
        RunResult one = ReportFixtures.run();
        DiskUtilization vdb = new DiskUtilization("vdb", 1, 2, 3, 4, 5, 6, 7, 100.0);
        RunResult two = new RunResult(one.plan(), one.version(), one.startEpochMs(), one.groups(),
                List.of(one.disks().get(0), vdb), false);
        String[] f = fields(lines(new TerseReport(3).format(two)).get(1));
        assertEquals(139, f.length - 1);
        assertEquals(List.of("vda", "vdb", "100.00%"), List.of(f[122], f[131], f[139]));
        assertEquals(161, count(lines(new TerseReport(2).format(two)).get(0)), "v2 has no disk fields");
        assertEquals(180 + 18, count(lines(new TerseReport(5).format(two)).get(0)));
        RunResult none = new RunResult(one.plan(), one.version(), one.startEpochMs(), one.groups(), List.of(), false);
        assertEquals(121, count(lines(new TerseReport(3).format(none)).get(0)));
    }

    @Test
    void shouldPlaceTrimAndVersion5FieldsAsFio() {
        RunResult r = ReportFixtures.run();
        String[] v2 = fields(lines(new TerseReport(2).format(r)).get(0));
        assertEquals(List.of("2", "t", "0", "0", "4000"), List.of(v2[1], v2[2], v2[3], v2[4], v2[5]));
        assertEquals("0", v2[87], "trim io_kbytes after read and write");
        assertEquals("1.000000%=0", v2[99]);
        assertEquals("12.929024%", v2[128]);
        assertEquals("0.00%", v2[161]);

        String[] v4 = fields(lines(new TerseReport(4).format(r)).get(0));
        assertEquals(List.of("4", "jfio-0.1.0", "t"), List.of(v4[1], v4[2], v4[3]));
        assertEquals("12.929024%", v4[129]);
        assertEquals("vda", v4[163]);

        String[] v5 = fields(lines(new TerseReport(5).format(r)).get(0));
        assertEquals(List.of("1100", "1500", "100.000000%", "1333.500000", "150.250000"),
                List.of(v5[42], v5[43], v5[44], v5[45], v5[46]));
        assertEquals(List.of("6", "275", "375", "333.400000", "37.560000", "6"),
                List.of(v5[47], v5[48], v5[49], v5[50], v5[51], v5[52]), "bw_samples, then IOPS statistics");
        assertEquals("2000", v5[53], "write block starts after 47 read fields");
        assertEquals(List.of("0", "0", "0", "0.000000", "0.000000", "0"),
                List.of(v5[141], v5[142], v5[143], v5[144], v5[145], v5[146]), "trim: no samples");
        assertEquals("12.929024%", v5[147]);
        assertEquals("vda", v5[181]);
    }

    @Test
    void shouldPrintZerosNotNanForAJobWithoutIo() {
        RunResult base = ReportFixtures.run();
        List<DirectionResult> empty = new ArrayList<>();
        for (int d = 0; d <= DataDirection.SYNC.ordinal(); d++) {
            empty.add(DirectionResult.empty(DataDirection.of(d)));
        }
        JobResult idle = new JobResult(ReportFixtures.specT(), 0, 1, 1, 5, "Input/output error",
                ReportFixtures.T_END_MS, 0, empty, CpuUsage.ZERO, DepthDistribution.empty(), 1, List.of());
        RunResult r = new RunResult(base.plan(), base.version(), base.startEpochMs(),
                List.of(new GroupResult(0, List.of(idle), List.of(idle))), List.of(), false);
        String line = new TerseReport().format(r);
        assertFalse(line.contains("nan"), line);
        String[] f = fields(lines(line).get(0));
        assertEquals(121, f.length - 1);
        assertEquals("5", f[5], "error");
        assertEquals(List.of("0.000000%", "0.000000%"), List.of(f[88], f[89]));
        assertEquals("0.00%", f[100]);
    }

    @Test
    void shouldRejectUnknownVersions() {
        for (int v : new int[] {0, 1, 6, 7}) {
            assertFalse(TerseReport.isSupportedVersion(v));
            assertThrows(IllegalArgumentException.class, () -> new TerseReport(v));
        }
        for (int v = 2; v <= 5; v++) {
            assertTrue(TerseReport.isSupportedVersion(v));
        }
    }
}
