package org.jfio.verify;

import java.util.List;

/**
 * One block that failed its check, as the user reads it: what was wrong ({@link Kind}), where
 * (the file, the bad interval's offset and length, the request's offset and length), and the
 * detail lines (expected and received checksum or pattern byte, the header fields that
 * disagree). Built only when a check fails. Immutable.
 *
 * @param kind           the diagnosis
 * @param file           the file's path
 * @param offset         file offset of the bad interval
 * @param length         bytes of the interval
 * @param requestOffset  file offset of the request the interval belongs to
 * @param requestLength  bytes of that request
 * @param algorithm      the verify mode's name ({@code crc32c}, {@code pattern}, ...)
 * @param details        the lines after the first, each complete
 * @param foundSeed      the header's seed (the generation found), or -1 when it could not be read
 * @param expectedSeed   the generation expected, or -1 when not known
 */
public record VerifyFailure(Kind kind, String file, long offset, long length, long requestOffset, long requestLength,
        String algorithm, List<String> details, long foundSeed, long expectedSeed) {

    /** What the check found. */
    public enum Kind {
        /** The data's checksum differs from the one in the header: the data changed. */
        CHECKSUM("data checksum mismatch (the data was changed after it was written)"),
        /** A byte differs from the pattern. */
        PATTERN("pattern mismatch"),
        /** No fio header where one was written (overwritten, never written, or zeroed). */
        BAD_MAGIC("no block header (the block was overwritten, zeroed, or never written)"),
        /** The header's own crc32c is wrong: the header itself was damaged. */
        HEADER_CRC("block header damaged (its crc32c does not match)"),
        /** The header's length is not the interval's. */
        LENGTH("block header length mismatch"),
        /** The header names another offset: the data written for another place landed here. */
        MISDIRECTED("misdirected write (the block holds data written for another offset)"),
        /** A valid block from an older write: the latest write to this place was lost. */
        STALE("lost write (the block holds an older, valid write: the latest write to it did not reach the media)"),
        /** A valid block written by another job or clone (several writers on one file). */
        OTHER_WRITER("overwritten by another job (the block holds a valid write of another thread)");

        private final String words;

        Kind(String words) {
            this.words = words;
        }

        /** @return the diagnosis in words */
        public String words() {
            return words;
        }
    }

    public VerifyFailure {
        details = List.copyOf(details);
    }

    /** @return the first line: {@code verify: <diagnosis> at file F offset N, length L (requested block: offset=O, length=L)} */
    public String headline() {
        return "verify (" + algorithm + "): " + kind.words() + " at file " + file + " offset " + offset + ", length " + length
                + " (requested block: offset=" + requestOffset + ", length=" + requestLength + ")";
    }

    /** @return the headline and the detail lines, one per line */
    public String describe() {
        StringBuilder b = new StringBuilder(headline());
        for (String d : details) {
            b.append(System.lineSeparator()).append("       ").append(d);
        }
        return b.toString();
    }
}
