/**
 * {@code jfio compare}: one workload across engines and settings, repeated, with a diagnosis of
 * the I/O path, as a storage engineer does it by hand (run the job with each engine, line up the
 * numbers, read where the bottleneck is).
 *
 * <p>Flow: {@link org.jfio.compare.CompareArgs} reads the comparison's own arguments (engines,
 * repeat, a sweep) and leaves the job's for the parser; {@link org.jfio.compare.ComparePlanner}
 * makes one {@link org.jfio.job.JobPlan} per cell (engine x swept value), checked before anything
 * runs, and skips engines that cannot do the job with the reason; {@link org.jfio.compare.CompareRun}
 * runs them in {@link org.jfio.compare.CompareSchedule}'s interleaved order through a
 * {@link org.jfio.compare.CellRunner} (the command passes the facade's runner: this package sits
 * below {@code org.jfio.api}), reads each result into a {@link org.jfio.compare.RunSample} and
 * the target's facts ({@link org.jfio.compare.TargetFacts}, from the preflight's readers); the
 * {@link org.jfio.compare.Diagnoser} applies its rules ({@link org.jfio.compare.DiagnosisRule},
 * one small class each, each finding a {@link org.jfio.compare.Diagnosis} with its evidence);
 * {@link org.jfio.compare.CompareTable} and {@link org.jfio.compare.CompareJson} print it.
 *
 * <p>Nothing here is on the per-I/O path.
 */
package org.jfio.compare;
