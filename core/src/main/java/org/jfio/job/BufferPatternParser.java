package org.jfio.job;

import org.jfio.spi.option.FioUnits;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Parses fio's {@code buffer_pattern} as fio 3.33's {@code parse_and_fill_pattern} does: a
 * concatenation, in any order, of hex numbers ({@code 0xdeadbeef}: the bytes as written, most
 * significant first; an odd count of digits makes the first one a byte of its own; a hex number
 * ends where the next {@code 0x} starts, {@code 0xff0x14} is {@code ff 14}), strings in double
 * quotes ({@code "abcd"}), decimal integers in the C {@code int} range (stored little-endian as
 * a 32-bit value, in as few bytes as hold its non-zero part: {@code 66} is {@code 42},
 * {@code 65536} is {@code 00 00 01}, {@code -12} is {@code f4 ff ff ff}, {@code 0} is {@code 00};
 * a decimal ends where a {@code 0x} starts, so {@code "abcd"-120xdeadface} is {@code abcd}, -12
 * and {@code de ad fa ce}) and file names in single quotes ({@code 'file'}: the file's bytes).
 * Stateless.
 */
final class BufferPatternParser {
    /** Longest pattern kept (fio's {@code MAX_PATTERN_SIZE}). */
    static final int MAX_BYTES = 512;

    private BufferPatternParser() {
    }

    /** @throws org.jfio.spi.JfioException {@code option=text: reason} */
    static byte[] parse(String option, String text) {
        return parse(option, text, null);
    }

    /**
     * Parses {@code verify_pattern}: {@link #parse}'s forms plus fio's {@code %o}, the request's
     * offset (8 bytes).
     *
     * @throws org.jfio.spi.JfioException {@code option=text: reason}
     */
    static VerifyPattern parseVerify(String option, String text) {
        List<Integer> offsets = new ArrayList<>();
        byte[] bytes = parse(option, text, offsets);
        return new VerifyPattern(bytes, offsets.stream().mapToInt(Integer::intValue).toArray());
    }

    private static byte[] parse(String option, String text, List<Integer> offsets) {
        String v = text.trim();
        if (v.isEmpty()) {
            throw FioUnits.bad(option, text, "missing value");
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int i = 0;
        while (i < v.length()) {
            char c = v.charAt(i);
            if (c == '"' || c == '\'') {
                int end = v.indexOf(c, i + 1);
                if (end < 0) {
                    throw FioUnits.bad(option, text, "unterminated " + (c == '"' ? "string" : "file name"));
                }
                String inner = v.substring(i + 1, end);
                out.writeBytes(c == '"' ? inner.getBytes(StandardCharsets.UTF_8) : file(option, text, inner));
                i = end + 1;
            } else if (v.startsWith("0x", i) || v.startsWith("0X", i)) {
                int end = i + 2;
                while (end < v.length() && Character.digit(v.charAt(end), 16) >= 0) {
                    end++;
                }
                if (end < v.length() && end - 1 > i + 2 && (v.charAt(end) == 'x' || v.charAt(end) == 'X')
                        && v.charAt(end - 1) == '0') {
                    end--; // fio: 0xff0x14 is two numbers, the second's 0 is not a digit of the first
                }
                String hex = v.substring(i + 2, end);
                if (hex.isEmpty()) {
                    throw FioUnits.bad(option, text, "no hex digits after 0x");
                }
                if (hex.length() % 2 == 1) {
                    hex = "0" + hex;
                }
                for (int k = 0; k < hex.length(); k += 2) {
                    out.write(Integer.parseInt(hex.substring(k, k + 2), 16));
                }
                i = end;
            } else if (offsets != null && v.startsWith("%o", i)) {
                offsets.add(out.size());
                out.writeBytes(new byte[VerifyPattern.OFFSET_BYTES]);
                i += 2;
            } else if (c == '-' || Character.isDigit(c)) {
                int end = i + 1;
                while (end < v.length() && Character.isDigit(v.charAt(end))
                        && !v.regionMatches(true, end, "0x", 0, 2)) {
                    end++; // fio: a decimal ends where a hex number begins (-120xab is -12, 0xab)
                }
                out.writeBytes(decimal(option, text, v.substring(i, end)));
                i = end;
            } else {
                throw FioUnits.bad(option, text, "unexpected '" + c + "' (use 0x.., \"text\", 'file'" + (offsets != null ? ", %o" : "") + " or a number)");
            }
        }
        if (out.size() == 0 || out.size() > MAX_BYTES) {
            throw FioUnits.bad(option, text, "pattern must be 1 to " + MAX_BYTES + " bytes");
        }
        return out.toByteArray();
    }

    private static byte[] decimal(String option, String text, String digits) {
        if (digits.equals("-")) {
            throw FioUnits.bad(option, text, "'-' without digits");
        }
        BigInteger n = new BigInteger(digits);
        if (n.bitLength() > 31) {
            throw FioUnits.bad(option, text, "number " + digits + " is out of the int range (use 0x.. for more bytes)");
        }
        long value = n.intValue() & 0xFFFF_FFFFL; // fio stores the int as unsigned, least significant byte first
        if (value == 0) {
            return new byte[1];
        }
        ByteArrayOutputStream b = new ByteArrayOutputStream(4);
        for (; value != 0; value >>>= 8) {
            b.write((int) (value & 0xFF));
        }
        return b.toByteArray();
    }

    private static byte[] file(String option, String text, String name) {
        try {
            byte[] all = Files.readAllBytes(Path.of(name));
            return all.length > MAX_BYTES ? java.util.Arrays.copyOf(all, MAX_BYTES) : all;
        } catch (java.nio.file.NoSuchFileException e) {
            throw FioUnits.bad(option, text, "cannot read '" + name + "': no such file");
        } catch (IOException e) {
            throw FioUnits.bad(option, text, "cannot read '" + name + "': " + e.getMessage());
        }
    }
}
