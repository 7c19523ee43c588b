package org.jfio.run;

import org.jfio.spi.DataDirection;
import org.jfio.spi.IoUnit;
import org.jfio.testkit.InlineEngineProvider;

/** A diskless synchronous test engine that remembers the offset and direction of every request. */
final class RecordingEngineProvider extends InlineEngineProvider {
    final long[] offsets;
    final byte[] ddirs;
    int count;

    RecordingEngineProvider(int capacity) {
        super("recording", "test engine recording offsets");
        offsets = new long[capacity];
        ddirs = new byte[capacity];
    }

    @Override
    protected void seen(IoUnit unit) {
        if (unit.ddir().isData() && count < offsets.length) {
            offsets[count] = unit.offsetBytes();
            ddirs[count] = (byte) (unit.ddir() == DataDirection.READ ? 'r' : 'w');
            count++;
        }
    }
}
