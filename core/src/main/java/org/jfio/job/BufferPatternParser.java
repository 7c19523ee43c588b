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
 * Parses fio's {@code buffer_pattern}: a concatenation, in any order, of hex numbers
 * ({@code 0xdeadbeef}: the bytes as written, most significant first), strings in double quotes
 * ({@code "abcd"}), decimal integers (stored little-endian in the fewest of 1, 2, 4 or 8 bytes
 * that hold them; negative numbers in two's complement) and file names in single quotes
 * ({@code 'file'}: the file's bytes). Stateless.
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
                // as fio: a decimal ends where a hex number starts, so "-120xdeadface" is -12 then 0xdeadface
                int end = i + 1;
                while (end < v.length() && Character.isDigit(v.charAt(end)) && !hexStart(v, end)) {
                    end++;
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

    /** @return true when a hex number ({@code 0x}, {@code 0X}) starts at {@code i} */
    private static boolean hexStart(String v, int i) {
        return v.charAt(i) == '0' && i + 1 < v.length() && (v.charAt(i + 1) == 'x' || v.charAt(i + 1) == 'X');
    }

    private static byte[] decimal(String option, String text, String digits) {
        if (digits.equals("-")) {
            throw FioUnits.bad(option, text, "'-' without digits");
        }
        long value;
        try {
            value = new BigInteger(digits).longValueExact();
        } catch (ArithmeticException e) {
            throw FioUnits.bad(option, text, "number " + digits + " is too large");
        }
        int width = value >= 0
                ? (value <= 0xFF ? 1 : value <= 0xFFFF ? 2 : value <= 0xFFFF_FFFFL ? 4 : 8)
                : (value >= Integer.MIN_VALUE ? 4 : 8);
        byte[] b = new byte[width];
        for (int k = 0; k < width; k++) {
            b[k] = (byte) (value >>> (8 * k));
        }
        return b;
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
