package org.jfio.report;

import java.nio.ByteBuffer;
import java.util.Base64;
import java.util.zip.DataFormatException;

import org.HdrHistogram.Histogram;

/**
 * The one text form of a latency histogram in jfio's JSON ({@code jobs[].jfio.plot.histograms}):
 * HdrHistogram's compressed encoding ({@code encodeIntoCompressedByteBuffer}) in Base64, as in
 * HdrHistogram's interval logs; values in ns. Written by the JSON report, read back by
 * {@code jfio report} and {@code jfio merge}, lossless both ways. Stateless.
 */
public final class HistogramCodec {
    private HistogramCodec() {
    }

    /** @return the histogram's compressed encoding in Base64 */
    public static String encode(Histogram h) {
        ByteBuffer buf = ByteBuffer.allocate(h.getNeededByteBufferCapacity());
        int n = h.encodeIntoCompressedByteBuffer(buf);
        byte[] bytes = new byte[n];
        buf.flip();
        buf.get(bytes);
        return Base64.getEncoder().encodeToString(bytes);
    }

    /**
     * @param base64 what {@link #encode} wrote
     * @return the histogram
     * @throws IllegalArgumentException when the text is not Base64 or not a compressed histogram
     */
    public static Histogram decode(String base64) {
        try {
            return Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(Base64.getDecoder().decode(base64)), 0);
        } catch (DataFormatException | java.nio.BufferUnderflowException e) {
            throw new IllegalArgumentException(e.getMessage() == null ? e.toString() : e.getMessage(), e);
        }
    }
}
