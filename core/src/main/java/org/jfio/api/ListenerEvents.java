package org.jfio.api;

import org.jfio.result.Finding;
import org.jfio.result.JobResult;
import org.jfio.result.LayoutProgress;
import org.jfio.run.RunEvents;

/** Passes a run's events on to the public {@link RunListener} the embedder set; as thread-safe as that listener. */
final class ListenerEvents implements RunEvents {
    private final RunListener listener;

    ListenerEvents(RunListener listener) {
        this.listener = listener;
    }

    @Override
    public void notice(String line) {
        listener.notice(line);
    }

    @Override
    public void warning(Finding finding) {
        listener.warning(finding);
    }

    @Override
    public void warning(String line) {
        listener.warning(line);
    }

    @Override
    public void jobStarted(String jobName, int clone) {
        listener.jobStarted(jobName, clone);
    }

    @Override
    public void jobFinished(JobResult result) {
        listener.jobFinished(result);
    }

    @Override
    public void layoutProgress(LayoutProgress progress) {
        listener.layoutProgress(progress);
    }
}
