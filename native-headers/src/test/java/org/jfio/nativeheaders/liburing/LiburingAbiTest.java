package org.jfio.nativeheaders.liburing;

import java.io.IOException;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.GroupLayout;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.SequenceLayout;
import java.lang.foreign.StructLayout;
import java.lang.invoke.MethodHandle;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.jfio.nativeheaders.CProbe;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Pins the hand-maintained liburing bindings to the real headers: a C probe, generated from
 * {@link #CHECKS}, is compiled with gcc against {@code src/main/c/liburing.h} and prints every size,
 * alignment, field offset, field size, constant and function prototype the Java side claims; any
 * difference fails with the whole list of mismatches. Reflection and the jextract argfile make sure
 * nothing bound in Java is missing from {@link #CHECKS}, that every constant getter is {@code int}
 * or {@code long} (never a narrower type that would drop flag bits), and that every bound function
 * is really exported by {@code liburing.so.2} (liburing 2.3 declares some it does not export).
 */
class LiburingAbiTest {

    /** Everything the bindings claim about the C side; the probe is generated from this list. */
    private static final List<Check> CHECKS = List.of(
            struct("iovec", iovec::sizeof, iovec::layout),
            field("iovec", "iov_base", iovec::iov_base$offset, iovec::iov_base$layout),
            field("iovec", "iov_len", iovec::iov_len$offset, iovec::iov_len$layout),
            struct("__kernel_timespec", __kernel_timespec::sizeof, __kernel_timespec::layout),
            field("__kernel_timespec", "tv_sec", __kernel_timespec::tv_sec$offset, __kernel_timespec::tv_sec$layout),
            field("__kernel_timespec", "tv_nsec", __kernel_timespec::tv_nsec$offset, __kernel_timespec::tv_nsec$layout),
            struct("io_uring_sqe", io_uring_sqe::sizeof, io_uring_sqe::layout),
            field("io_uring_sqe", "opcode", io_uring_sqe::opcode$offset, io_uring_sqe::opcode$layout),
            field("io_uring_sqe", "flags", io_uring_sqe::flags$offset, io_uring_sqe::flags$layout),
            field("io_uring_sqe", "ioprio", io_uring_sqe::ioprio$offset, io_uring_sqe::ioprio$layout),
            field("io_uring_sqe", "fd", io_uring_sqe::fd$offset, io_uring_sqe::fd$layout),
            field("io_uring_sqe", "off", io_uring_sqe::off$offset, io_uring_sqe::off$layout),
            field("io_uring_sqe", "addr2", io_uring_sqe::addr2$offset, io_uring_sqe::addr2$layout),
            field("io_uring_sqe", "cmd_op", io_uring_sqe::cmd_op$offset, io_uring_sqe::cmd_op$layout),
            field("io_uring_sqe", "__pad1", io_uring_sqe::__pad1$offset, io_uring_sqe::__pad1$layout),
            field("io_uring_sqe", "addr", io_uring_sqe::addr$offset, io_uring_sqe::addr$layout),
            field("io_uring_sqe", "splice_off_in", io_uring_sqe::splice_off_in$offset, io_uring_sqe::splice_off_in$layout),
            field("io_uring_sqe", "len", io_uring_sqe::len$offset, io_uring_sqe::len$layout),
            field("io_uring_sqe", "rw_flags", io_uring_sqe::rw_flags$offset, io_uring_sqe::rw_flags$layout),
            field("io_uring_sqe", "fsync_flags", io_uring_sqe::fsync_flags$offset, io_uring_sqe::fsync_flags$layout),
            field("io_uring_sqe", "poll_events", io_uring_sqe::poll_events$offset, io_uring_sqe::poll_events$layout),
            field("io_uring_sqe", "poll32_events", io_uring_sqe::poll32_events$offset, io_uring_sqe::poll32_events$layout),
            field("io_uring_sqe", "sync_range_flags", io_uring_sqe::sync_range_flags$offset, io_uring_sqe::sync_range_flags$layout),
            field("io_uring_sqe", "msg_flags", io_uring_sqe::msg_flags$offset, io_uring_sqe::msg_flags$layout),
            field("io_uring_sqe", "timeout_flags", io_uring_sqe::timeout_flags$offset, io_uring_sqe::timeout_flags$layout),
            field("io_uring_sqe", "accept_flags", io_uring_sqe::accept_flags$offset, io_uring_sqe::accept_flags$layout),
            field("io_uring_sqe", "cancel_flags", io_uring_sqe::cancel_flags$offset, io_uring_sqe::cancel_flags$layout),
            field("io_uring_sqe", "open_flags", io_uring_sqe::open_flags$offset, io_uring_sqe::open_flags$layout),
            field("io_uring_sqe", "statx_flags", io_uring_sqe::statx_flags$offset, io_uring_sqe::statx_flags$layout),
            field("io_uring_sqe", "fadvise_advice", io_uring_sqe::fadvise_advice$offset, io_uring_sqe::fadvise_advice$layout),
            field("io_uring_sqe", "splice_flags", io_uring_sqe::splice_flags$offset, io_uring_sqe::splice_flags$layout),
            field("io_uring_sqe", "rename_flags", io_uring_sqe::rename_flags$offset, io_uring_sqe::rename_flags$layout),
            field("io_uring_sqe", "unlink_flags", io_uring_sqe::unlink_flags$offset, io_uring_sqe::unlink_flags$layout),
            field("io_uring_sqe", "hardlink_flags", io_uring_sqe::hardlink_flags$offset, io_uring_sqe::hardlink_flags$layout),
            field("io_uring_sqe", "xattr_flags", io_uring_sqe::xattr_flags$offset, io_uring_sqe::xattr_flags$layout),
            field("io_uring_sqe", "msg_ring_flags", io_uring_sqe::msg_ring_flags$offset, io_uring_sqe::msg_ring_flags$layout),
            field("io_uring_sqe", "uring_cmd_flags", io_uring_sqe::uring_cmd_flags$offset, io_uring_sqe::uring_cmd_flags$layout),
            field("io_uring_sqe", "user_data", io_uring_sqe::user_data$offset, io_uring_sqe::user_data$layout),
            field("io_uring_sqe", "buf_index", io_uring_sqe::buf_index$offset, io_uring_sqe::buf_index$layout),
            field("io_uring_sqe", "buf_group", io_uring_sqe::buf_group$offset, io_uring_sqe::buf_group$layout),
            field("io_uring_sqe", "personality", io_uring_sqe::personality$offset, io_uring_sqe::personality$layout),
            field("io_uring_sqe", "splice_fd_in", io_uring_sqe::splice_fd_in$offset, io_uring_sqe::splice_fd_in$layout),
            field("io_uring_sqe", "file_index", io_uring_sqe::file_index$offset, io_uring_sqe::file_index$layout),
            field("io_uring_sqe", "addr_len", io_uring_sqe::addr_len$offset, io_uring_sqe::addr_len$layout),
            field("io_uring_sqe", "__pad3", io_uring_sqe::__pad3$offset, io_uring_sqe::__pad3$layout),
            field("io_uring_sqe", "addr3", io_uring_sqe::addr3$offset, io_uring_sqe::addr3$layout),
            field("io_uring_sqe", "__pad2", io_uring_sqe::__pad2$offset, io_uring_sqe::__pad2$layout),
            field("io_uring_sqe", "cmd", io_uring_sqe::cmd$offset, io_uring_sqe::cmd$layout),
            struct("io_uring_cqe", io_uring_cqe::sizeof, io_uring_cqe::layout),
            field("io_uring_cqe", "user_data", io_uring_cqe::user_data$offset, io_uring_cqe::user_data$layout),
            field("io_uring_cqe", "res", io_uring_cqe::res$offset, io_uring_cqe::res$layout),
            field("io_uring_cqe", "flags", io_uring_cqe::flags$offset, io_uring_cqe::flags$layout),
            field("io_uring_cqe", "big_cqe", io_uring_cqe::big_cqe$offset, io_uring_cqe::big_cqe$layout),
            struct("io_sqring_offsets", io_sqring_offsets::sizeof, io_sqring_offsets::layout),
            field("io_sqring_offsets", "head", io_sqring_offsets::head$offset, io_sqring_offsets::head$layout),
            field("io_sqring_offsets", "tail", io_sqring_offsets::tail$offset, io_sqring_offsets::tail$layout),
            field("io_sqring_offsets", "ring_mask", io_sqring_offsets::ring_mask$offset, io_sqring_offsets::ring_mask$layout),
            field("io_sqring_offsets", "ring_entries", io_sqring_offsets::ring_entries$offset, io_sqring_offsets::ring_entries$layout),
            field("io_sqring_offsets", "flags", io_sqring_offsets::flags$offset, io_sqring_offsets::flags$layout),
            field("io_sqring_offsets", "dropped", io_sqring_offsets::dropped$offset, io_sqring_offsets::dropped$layout),
            field("io_sqring_offsets", "array", io_sqring_offsets::array$offset, io_sqring_offsets::array$layout),
            field("io_sqring_offsets", "resv1", io_sqring_offsets::resv1$offset, io_sqring_offsets::resv1$layout),
            field("io_sqring_offsets", "resv2", io_sqring_offsets::resv2$offset, io_sqring_offsets::resv2$layout),
            struct("io_cqring_offsets", io_cqring_offsets::sizeof, io_cqring_offsets::layout),
            field("io_cqring_offsets", "head", io_cqring_offsets::head$offset, io_cqring_offsets::head$layout),
            field("io_cqring_offsets", "tail", io_cqring_offsets::tail$offset, io_cqring_offsets::tail$layout),
            field("io_cqring_offsets", "ring_mask", io_cqring_offsets::ring_mask$offset, io_cqring_offsets::ring_mask$layout),
            field("io_cqring_offsets", "ring_entries", io_cqring_offsets::ring_entries$offset, io_cqring_offsets::ring_entries$layout),
            field("io_cqring_offsets", "overflow", io_cqring_offsets::overflow$offset, io_cqring_offsets::overflow$layout),
            field("io_cqring_offsets", "cqes", io_cqring_offsets::cqes$offset, io_cqring_offsets::cqes$layout),
            field("io_cqring_offsets", "flags", io_cqring_offsets::flags$offset, io_cqring_offsets::flags$layout),
            field("io_cqring_offsets", "resv1", io_cqring_offsets::resv1$offset, io_cqring_offsets::resv1$layout),
            field("io_cqring_offsets", "resv2", io_cqring_offsets::resv2$offset, io_cqring_offsets::resv2$layout),
            struct("io_uring_params", io_uring_params::sizeof, io_uring_params::layout),
            field("io_uring_params", "sq_entries", io_uring_params::sq_entries$offset, io_uring_params::sq_entries$layout),
            field("io_uring_params", "cq_entries", io_uring_params::cq_entries$offset, io_uring_params::cq_entries$layout),
            field("io_uring_params", "flags", io_uring_params::flags$offset, io_uring_params::flags$layout),
            field("io_uring_params", "sq_thread_cpu", io_uring_params::sq_thread_cpu$offset, io_uring_params::sq_thread_cpu$layout),
            field("io_uring_params", "sq_thread_idle", io_uring_params::sq_thread_idle$offset, io_uring_params::sq_thread_idle$layout),
            field("io_uring_params", "features", io_uring_params::features$offset, io_uring_params::features$layout),
            field("io_uring_params", "wq_fd", io_uring_params::wq_fd$offset, io_uring_params::wq_fd$layout),
            field("io_uring_params", "resv", io_uring_params::resv$offset, io_uring_params::resv$layout),
            field("io_uring_params", "sq_off", io_uring_params::sq_off$offset, io_uring_params::sq_off$layout),
            field("io_uring_params", "cq_off", io_uring_params::cq_off$offset, io_uring_params::cq_off$layout),
            struct("io_uring_probe_op", io_uring_probe_op::sizeof, io_uring_probe_op::layout),
            field("io_uring_probe_op", "op", io_uring_probe_op::op$offset, io_uring_probe_op::op$layout),
            field("io_uring_probe_op", "resv", io_uring_probe_op::resv$offset, io_uring_probe_op::resv$layout),
            field("io_uring_probe_op", "flags", io_uring_probe_op::flags$offset, io_uring_probe_op::flags$layout),
            field("io_uring_probe_op", "resv2", io_uring_probe_op::resv2$offset, io_uring_probe_op::resv2$layout),
            struct("io_uring_probe", io_uring_probe::sizeof, io_uring_probe::layout),
            field("io_uring_probe", "last_op", io_uring_probe::last_op$offset, io_uring_probe::last_op$layout),
            field("io_uring_probe", "ops_len", io_uring_probe::ops_len$offset, io_uring_probe::ops_len$layout),
            field("io_uring_probe", "resv", io_uring_probe::resv$offset, io_uring_probe::resv$layout),
            field("io_uring_probe", "resv2", io_uring_probe::resv2$offset, io_uring_probe::resv2$layout),
            field("io_uring_probe", "ops", io_uring_probe::ops$offset, io_uring_probe::ops$layout),
            struct("io_uring_sq", io_uring_sq::sizeof, io_uring_sq::layout),
            field("io_uring_sq", "khead", io_uring_sq::khead$offset, io_uring_sq::khead$layout),
            field("io_uring_sq", "ktail", io_uring_sq::ktail$offset, io_uring_sq::ktail$layout),
            field("io_uring_sq", "kring_mask", io_uring_sq::kring_mask$offset, io_uring_sq::kring_mask$layout),
            field("io_uring_sq", "kring_entries", io_uring_sq::kring_entries$offset, io_uring_sq::kring_entries$layout),
            field("io_uring_sq", "kflags", io_uring_sq::kflags$offset, io_uring_sq::kflags$layout),
            field("io_uring_sq", "kdropped", io_uring_sq::kdropped$offset, io_uring_sq::kdropped$layout),
            field("io_uring_sq", "array", io_uring_sq::array$offset, io_uring_sq::array$layout),
            field("io_uring_sq", "sqes", io_uring_sq::sqes$offset, io_uring_sq::sqes$layout),
            field("io_uring_sq", "sqe_head", io_uring_sq::sqe_head$offset, io_uring_sq::sqe_head$layout),
            field("io_uring_sq", "sqe_tail", io_uring_sq::sqe_tail$offset, io_uring_sq::sqe_tail$layout),
            field("io_uring_sq", "ring_sz", io_uring_sq::ring_sz$offset, io_uring_sq::ring_sz$layout),
            field("io_uring_sq", "ring_ptr", io_uring_sq::ring_ptr$offset, io_uring_sq::ring_ptr$layout),
            field("io_uring_sq", "ring_mask", io_uring_sq::ring_mask$offset, io_uring_sq::ring_mask$layout),
            field("io_uring_sq", "ring_entries", io_uring_sq::ring_entries$offset, io_uring_sq::ring_entries$layout),
            field("io_uring_sq", "pad", io_uring_sq::pad$offset, io_uring_sq::pad$layout),
            struct("io_uring_cq", io_uring_cq::sizeof, io_uring_cq::layout),
            field("io_uring_cq", "khead", io_uring_cq::khead$offset, io_uring_cq::khead$layout),
            field("io_uring_cq", "ktail", io_uring_cq::ktail$offset, io_uring_cq::ktail$layout),
            field("io_uring_cq", "kring_mask", io_uring_cq::kring_mask$offset, io_uring_cq::kring_mask$layout),
            field("io_uring_cq", "kring_entries", io_uring_cq::kring_entries$offset, io_uring_cq::kring_entries$layout),
            field("io_uring_cq", "kflags", io_uring_cq::kflags$offset, io_uring_cq::kflags$layout),
            field("io_uring_cq", "koverflow", io_uring_cq::koverflow$offset, io_uring_cq::koverflow$layout),
            field("io_uring_cq", "cqes", io_uring_cq::cqes$offset, io_uring_cq::cqes$layout),
            field("io_uring_cq", "ring_sz", io_uring_cq::ring_sz$offset, io_uring_cq::ring_sz$layout),
            field("io_uring_cq", "ring_ptr", io_uring_cq::ring_ptr$offset, io_uring_cq::ring_ptr$layout),
            field("io_uring_cq", "ring_mask", io_uring_cq::ring_mask$offset, io_uring_cq::ring_mask$layout),
            field("io_uring_cq", "ring_entries", io_uring_cq::ring_entries$offset, io_uring_cq::ring_entries$layout),
            field("io_uring_cq", "pad", io_uring_cq::pad$offset, io_uring_cq::pad$layout),
            struct("io_uring", io_uring::sizeof, io_uring::layout),
            field("io_uring", "sq", io_uring::sq$offset, io_uring::sq$layout),
            field("io_uring", "cq", io_uring::cq$offset, io_uring::cq$layout),
            field("io_uring", "flags", io_uring::flags$offset, io_uring::flags$layout),
            field("io_uring", "ring_fd", io_uring::ring_fd$offset, io_uring::ring_fd$layout),
            field("io_uring", "features", io_uring::features$offset, io_uring::features$layout),
            field("io_uring", "enter_ring_fd", io_uring::enter_ring_fd$offset, io_uring::enter_ring_fd$layout),
            field("io_uring", "int_flags", io_uring::int_flags$offset, io_uring::int_flags$layout),
            field("io_uring", "pad", io_uring::pad$offset, io_uring::pad$layout),
            field("io_uring", "pad2", io_uring::pad2$offset, io_uring::pad2$layout),
            constant("IORING_SETUP_IOPOLL", liburing_h::IORING_SETUP_IOPOLL),
            constant("IORING_SETUP_SQPOLL", liburing_h::IORING_SETUP_SQPOLL),
            constant("IORING_SETUP_SQ_AFF", liburing_h::IORING_SETUP_SQ_AFF),
            constant("IORING_SETUP_CQSIZE", liburing_h::IORING_SETUP_CQSIZE),
            constant("IORING_SETUP_COOP_TASKRUN", liburing_h::IORING_SETUP_COOP_TASKRUN),
            constant("IORING_SETUP_SQE128", liburing_h::IORING_SETUP_SQE128),
            constant("IORING_SETUP_CQE32", liburing_h::IORING_SETUP_CQE32),
            constant("IORING_SETUP_SINGLE_ISSUER", liburing_h::IORING_SETUP_SINGLE_ISSUER),
            constant("IORING_SETUP_DEFER_TASKRUN", liburing_h::IORING_SETUP_DEFER_TASKRUN),
            constant("IORING_OP_NOP", liburing_h::IORING_OP_NOP),
            constant("IORING_OP_READV", liburing_h::IORING_OP_READV),
            constant("IORING_OP_WRITEV", liburing_h::IORING_OP_WRITEV),
            constant("IORING_OP_FSYNC", liburing_h::IORING_OP_FSYNC),
            constant("IORING_OP_READ_FIXED", liburing_h::IORING_OP_READ_FIXED),
            constant("IORING_OP_WRITE_FIXED", liburing_h::IORING_OP_WRITE_FIXED),
            constant("IORING_OP_READ", liburing_h::IORING_OP_READ),
            constant("IORING_OP_WRITE", liburing_h::IORING_OP_WRITE),
            constant("IORING_FSYNC_DATASYNC", liburing_h::IORING_FSYNC_DATASYNC),
            constant("IOSQE_FIXED_FILE", liburing_h::IOSQE_FIXED_FILE),
            constant("IORING_SQ_NEED_WAKEUP", liburing_h::IORING_SQ_NEED_WAKEUP),
            constant("IORING_SQ_CQ_OVERFLOW", liburing_h::IORING_SQ_CQ_OVERFLOW),
            constant("IORING_SQ_TASKRUN", liburing_h::IORING_SQ_TASKRUN),
            constant("IORING_ENTER_GETEVENTS", liburing_h::IORING_ENTER_GETEVENTS),
            constant("IORING_ENTER_SQ_WAKEUP", liburing_h::IORING_ENTER_SQ_WAKEUP),
            constant("IORING_ENTER_SQ_WAIT", liburing_h::IORING_ENTER_SQ_WAIT),
            constant("IORING_ENTER_REGISTERED_RING", liburing_h::IORING_ENTER_REGISTERED_RING),
            constant("IORING_FEAT_NODROP", liburing_h::IORING_FEAT_NODROP),
            constant("IORING_FEAT_EXT_ARG", liburing_h::IORING_FEAT_EXT_ARG),
            constant("IO_URING_OP_SUPPORTED", liburing_h::IO_URING_OP_SUPPORTED),
            constant("EBUSY", liburing_h::EBUSY),
            constant("ENOSYS", liburing_h::ENOSYS),
            constant("ETIME", liburing_h::ETIME),
            constant("LIBURING_UDATA_TIMEOUT", liburing_h::LIBURING_UDATA_TIMEOUT),
            function("io_uring_queue_init_params", "int (unsigned, struct io_uring *, struct io_uring_params *)", liburing_h::io_uring_queue_init_params$descriptor, liburing_h::io_uring_queue_init_params$handle),
            function("io_uring_queue_exit", "void (struct io_uring *)", liburing_h::io_uring_queue_exit$descriptor, liburing_h::io_uring_queue_exit$handle),
            function("io_uring_submit", "int (struct io_uring *)", liburing_h::io_uring_submit$descriptor, liburing_h::io_uring_submit$handle),
            function("io_uring_submit_and_wait", "int (struct io_uring *, unsigned)", liburing_h::io_uring_submit_and_wait$descriptor, liburing_h::io_uring_submit_and_wait$handle),
            function("io_uring_wait_cqes", "int (struct io_uring *, struct io_uring_cqe **, unsigned, struct __kernel_timespec *, sigset_t *)", liburing_h::io_uring_wait_cqes$descriptor, liburing_h::io_uring_wait_cqes$handle),
            function("io_uring_enter", "int (unsigned int, unsigned int, unsigned int, unsigned int, sigset_t *)", liburing_h::io_uring_enter$descriptor, liburing_h::io_uring_enter$handle),
            function("io_uring_register_buffers", "int (struct io_uring *, const struct iovec *, unsigned)", liburing_h::io_uring_register_buffers$descriptor, liburing_h::io_uring_register_buffers$handle),
            function("io_uring_register_buffers_sparse", "int (struct io_uring *, unsigned)", liburing_h::io_uring_register_buffers_sparse$descriptor, liburing_h::io_uring_register_buffers_sparse$handle),
            function("io_uring_register_buffers_update_tag", "int (struct io_uring *, unsigned, const struct iovec *, const __u64 *, unsigned)", liburing_h::io_uring_register_buffers_update_tag$descriptor, liburing_h::io_uring_register_buffers_update_tag$handle),
            function("io_uring_unregister_buffers", "int (struct io_uring *)", liburing_h::io_uring_unregister_buffers$descriptor, liburing_h::io_uring_unregister_buffers$handle),
            function("io_uring_register_files", "int (struct io_uring *, const int *, unsigned)", liburing_h::io_uring_register_files$descriptor, liburing_h::io_uring_register_files$handle),
            function("io_uring_register_files_update", "int (struct io_uring *, unsigned, const int *, unsigned)", liburing_h::io_uring_register_files_update$descriptor, liburing_h::io_uring_register_files_update$handle),
            function("io_uring_unregister_files", "int (struct io_uring *)", liburing_h::io_uring_unregister_files$descriptor, liburing_h::io_uring_unregister_files$handle),
            function("io_uring_register_ring_fd", "int (struct io_uring *)", liburing_h::io_uring_register_ring_fd$descriptor, liburing_h::io_uring_register_ring_fd$handle),
            function("io_uring_get_probe_ring", "struct io_uring_probe *(struct io_uring *)", liburing_h::io_uring_get_probe_ring$descriptor, liburing_h::io_uring_get_probe_ring$handle),
            function("io_uring_get_probe", "struct io_uring_probe *(void)", liburing_h::io_uring_get_probe$descriptor, liburing_h::io_uring_get_probe$handle),
            function("io_uring_free_probe", "void (struct io_uring_probe *)", liburing_h::io_uring_free_probe$descriptor, liburing_h::io_uring_free_probe$handle));

    /** Hand-written classes in the bindings package that are not jextract struct classes. */
    private static final Set<String> NOT_STRUCTS = Set.of("liburing_h", "UringInline", "package-info");

    private static final Path MODULE_DIR = Path.of(System.getProperty("basedir", "")).toAbsolutePath();
    private static final Path HEADER_DIR = MODULE_DIR.resolve("src/main/c");
    private static final Path ARGFILE = MODULE_DIR.resolve("src/main/jextract/liburing.args");
    private static final Path BINDINGS_DIR = MODULE_DIR.resolve("src/main/java/org/jfio/nativeheaders/liburing");

    @Test
    void shouldMatchTheSystemHeadersForEveryCheck(@TempDir Path dir) throws Exception {
        CProbe.requireGccAndHeaders("/usr/include/liburing.h");
        Map<String, Probe> probes = new LinkedHashMap<>();
        for (Check check : CHECKS) {
            for (Probe probe : check.probes()) {
                probes.put(probe.key(), probe);
            }
        }

        Map<String, Long> actual = runProbe(dir, probes.values());

        List<String> mismatches = new ArrayList<>();
        for (Probe probe : probes.values()) {
            Long c = actual.get(probe.key());
            if (c == null) {
                mismatches.add(probe.key() + ": no output from the probe");
            } else if (c != probe.javaValue()) {
                mismatches.add(probe.key() + ": C says " + c + ", Java says " + probe.javaValue());
            }
        }
        if (!mismatches.isEmpty()) {
            fail(mismatches.size() + " of " + probes.size() + " ABI checks differ from the C headers:\n  "
                    + String.join("\n  ", mismatches));
        }
        assertEquals(probes.size(), actual.size(), "probe printed unexpected lines: " + actual.keySet());
    }

    @Test
    void shouldCoverEveryStructFieldAndConstantOfTheBindings() throws Exception {
        Set<String> listed = new TreeSet<>();
        for (Check check : CHECKS) {
            listed.add(check.id());
        }
        Set<String> missing = new TreeSet<>();
        for (String struct : javaStructClasses()) {
            Class<?> cls = Class.forName(liburing_h.class.getPackageName() + "." + struct);
            if (!listed.contains("struct " + struct)) {
                missing.add("struct " + struct);
            }
            for (Method m : cls.getDeclaredMethods()) {
                if (isPublicStatic(m) && m.getName().endsWith("$offset") && m.getParameterCount() == 0) {
                    String id = "field " + struct + "." + m.getName().substring(0, m.getName().length() - "$offset".length());
                    if (!listed.contains(id)) {
                        missing.add(id);
                    }
                }
            }
        }
        List<String> narrow = new ArrayList<>();
        for (Method m : liburing_h.class.getDeclaredMethods()) {
            if (isConstantGetter(m)) {
                if (!listed.contains("const " + m.getName())) {
                    missing.add("const " + m.getName());
                }
                if (m.getReturnType() != int.class && m.getReturnType() != long.class) {
                    narrow.add(m.getName() + " returns " + m.getReturnType());
                }
            }
            if (isPublicStatic(m) && m.getName().endsWith("$descriptor")) {
                String id = "function " + m.getName().substring(0, m.getName().length() - "$descriptor".length());
                if (!listed.contains(id)) {
                    missing.add(id);
                }
            }
        }
        assertTrue(missing.isEmpty(), "bound in Java but not checked by the probe (add to CHECKS): " + missing);
        assertTrue(narrow.isEmpty(), "constants must be int or long: " + narrow);
    }

    @Test
    void shouldNameTheSameSymbolsInTheArgfileAsInTheBindings() throws IOException {
        Map<String, Set<String>> argfile = Map.of(
                "function", new TreeSet<>(), "struct", new TreeSet<>(), "const", new TreeSet<>());
        for (String line : Files.readAllLines(ARGFILE)) {
            String[] words = line.strip().split("\\s+");
            switch (words[0]) {
                case "--include-function" -> argfile.get("function").add(words[1]);
                case "--include-struct" -> argfile.get("struct").add(words[1]);
                case "--include-constant" -> argfile.get("const").add(words[1]);
                default -> { }
            }
        }
        Map<String, Set<String>> checked = Map.of(
                "function", new TreeSet<>(), "struct", new TreeSet<>(), "const", new TreeSet<>());
        for (Check check : CHECKS) {
            Set<String> names = checked.get(check.kind());
            if (names != null) {
                names.add(check.name());
            }
        }
        checked.get("struct").addAll(javaStructClasses());
        List<String> differences = new ArrayList<>();
        for (String kind : List.of("function", "struct", "const")) {
            Set<String> onlyArgfile = new TreeSet<>(argfile.get(kind));
            onlyArgfile.removeAll(checked.get(kind));
            Set<String> onlyJava = new TreeSet<>(checked.get(kind));
            onlyJava.removeAll(argfile.get(kind));
            if (!onlyArgfile.isEmpty() || !onlyJava.isEmpty()) {
                differences.add(kind + ": only in liburing.args " + onlyArgfile + ", only in the bindings " + onlyJava);
            }
        }
        assertTrue(differences.isEmpty(), String.join("\n", differences));
    }

    @Test
    void shouldAgreeWithItselfOnTheJavaSide() {
        List<String> mismatches = new ArrayList<>();
        boolean library = liburing_h.isAvailable();
        for (Check check : CHECKS) {
            if (check instanceof Function && !library) {
                continue; // descriptors live in the holder that links the symbol; checked below
            }
            check.javaMismatch().ifPresent(mismatches::add);
        }
        assertTrue(mismatches.isEmpty(), String.join("\n", mismatches));
    }

    @Test
    void shouldFindEveryBoundFunctionInTheLibrary() {
        requireLiburing();
        List<String> unresolved = new ArrayList<>();
        for (Check check : CHECKS) {
            if (check instanceof Function f) {
                try {
                    liburing_h.class.getMethod(f.name() + "$address").invoke(null);
                } catch (ReflectiveOperationException | LinkageError e) {
                    Throwable cause = e.getCause() != null ? e.getCause() : e;
                    unresolved.add(f.name() + ": " + cause);
                }
            }
        }
        assertTrue(unresolved.isEmpty(), liburing_h.LIBRARY + " does not export: " + unresolved);
    }

    // ---- the check list model ----

    /** One probe line: {@code key} is printed with the value of {@code cExpr}. */
    private record Probe(String key, String cExpr, long javaValue) {
    }

    private sealed interface Check permits Struct, Field, Constant, Function {
        String kind();

        String name();

        List<Probe> probes();

        /** A disagreement inside the Java bindings themselves, if any. */
        default Optional<String> javaMismatch() {
            return Optional.empty();
        }

        default String id() {
            return kind() + " " + name();
        }
    }

    private record Struct(String name, LongSupplier sizeof, Supplier<? extends MemoryLayout> layout) implements Check {
        public String kind() {
            return "struct";
        }

        public List<Probe> probes() {
            return List.of(
                    new Probe("sizeof " + name, "sizeof(struct " + name + ")", sizeof.getAsLong()),
                    new Probe("alignof " + name, "_Alignof(struct " + name + ")", layout.get().byteAlignment()));
        }
    }

    private record Field(String struct, String field, LongSupplier offset, Supplier<? extends MemoryLayout> layout)
            implements Check {
        public String kind() {
            return "field";
        }

        public String name() {
            return struct + "." + field;
        }

        public List<Probe> probes() {
            String member = "((struct " + struct + " *)0)->" + field;
            Probe at = new Probe("offsetof " + name(), "offsetof(struct " + struct + ", " + field + ")", offset.getAsLong());
            if (layout.get() instanceof SequenceLayout seq && seq.elementCount() == 0) {
                // a flexible array member has no sizeof; its element does
                return List.of(at, new Probe("elemsize " + name(), "sizeof(" + member + "[0])", seq.elementLayout().byteSize()));
            }
            return List.of(at, new Probe("fieldsize " + name(), "sizeof(" + member + ")", layout.get().byteSize()));
        }

        /** The literal {@code $offset()} and the {@code $layout()} must be what the struct layout says. */
        public Optional<String> javaMismatch() {
            try {
                GroupLayout whole = (GroupLayout) Class.forName(liburing_h.class.getPackageName() + "." + struct)
                        .getMethod("layout").invoke(null);
                long[] found = {-1};
                MemoryLayout element = find(whole, 0, found);
                if (element == null) {
                    return Optional.of(name() + ": not an element of " + struct + ".layout()");
                }
                if (found[0] != offset.getAsLong() || !element.equals(layout.get())) {
                    return Optional.of(name() + ": $offset()/$layout() say " + offset.getAsLong() + "/" + layout.get()
                            + " but layout() has " + found[0] + "/" + element);
                }
                return Optional.empty();
            } catch (ReflectiveOperationException e) {
                return Optional.of(name() + ": " + e);
            }
        }

        /** Finds {@code field} in {@code group}, looking into flattened anonymous members too. */
        private MemoryLayout find(GroupLayout group, long base, long[] offsetOut) {
            long offset = 0;
            for (MemoryLayout member : group.memberLayouts()) {
                long at = base + (group instanceof StructLayout ? offset : 0);
                if (member.name().equals(Optional.of(field))) {
                    offsetOut[0] = at;
                    return member;
                }
                if (member instanceof GroupLayout inner && member.name().orElse("").startsWith("$anon$")) {
                    MemoryLayout hit = find(inner, at, offsetOut);
                    if (hit != null) {
                        return hit;
                    }
                }
                offset += member.byteSize();
            }
            return null;
        }
    }

    /** A constant: int getters are compared as C int (unsigned flags wrap the same way), long as 64 bits. */
    private record Constant(String name, LongSupplier value) implements Check {
        public String kind() {
            return "const";
        }

        public List<Probe> probes() {
            try {
                boolean wide = liburing_h.class.getMethod(name).getReturnType() == long.class;
                String cExpr = wide ? "(long long) (" + name + ")" : "(int) (" + name + ")";
                return List.of(new Probe("const " + name, cExpr, value.getAsLong()));
            } catch (NoSuchMethodException e) {
                throw new AssertionError(e);
            }
        }
    }

    /**
     * A function: gcc checks that {@code cType} is the declared type of the symbol; Java checks that
     * the descriptor is that type in {@code liburing_h.C_*} layouts and that the handle's type is the
     * descriptor's (no call-state parameter: liburing returns {@code -errno} itself).
     */
    private record Function(String name, String cType, Supplier<FunctionDescriptor> descriptor,
                            Supplier<MethodHandle> handle) implements Check {
        public String kind() {
            return "function";
        }

        public List<Probe> probes() {
            return List.of(new Probe("prototype " + name,
                    "__builtin_types_compatible_p(__typeof__(" + name + "), " + cType + ")", 1));
        }

        public Optional<String> javaMismatch() {
            int open = cType.indexOf('(');
            String retText = cType.substring(0, open).strip();
            String paramText = cType.substring(open + 1, cType.lastIndexOf(')')).strip();
            List<String> params = paramText.equals("void") ? List.of() : Arrays.stream(paramText.split(","))
                    .map(String::strip).toList();
            FunctionDescriptor desc = descriptor.get();
            boolean ok = retText.equals("void")
                    ? desc.returnLayout().isEmpty()
                    : desc.returnLayout().isPresent() && desc.returnLayout().get().equals(layoutOf(retText));
            List<MemoryLayout> args = desc.argumentLayouts();
            ok &= args.size() == params.size();
            for (int i = 0; ok && i < params.size(); i++) {
                ok = args.get(i).equals(layoutOf(params.get(i)));
            }
            if (!ok) {
                return Optional.of(name + ": descriptor " + desc + " is not C " + cType);
            }
            return handle.get().type().equals(desc.toMethodType()) ? Optional.empty()
                    : Optional.of(name + ": handle type " + handle.get().type() + ", expected " + desc.toMethodType());
        }

        /** The liburing_h layout jextract uses for a C type on x86_64 Linux. */
        private static MemoryLayout layoutOf(String cType) {
            String t = cType.strip();
            if (t.endsWith("*")) {
                return liburing_h.C_POINTER;
            }
            return switch (t) {
                case "int", "unsigned", "unsigned int" -> liburing_h.C_INT;
                case "long", "ssize_t", "size_t" -> liburing_h.C_LONG;
                default -> throw new IllegalArgumentException("add a layout for C type '" + t + "'");
            };
        }
    }

    private static Check struct(String name, LongSupplier sizeof, Supplier<? extends MemoryLayout> layout) {
        return new Struct(name, sizeof, layout);
    }

    private static Check field(String struct, String field, LongSupplier offset, Supplier<? extends MemoryLayout> layout) {
        return new Field(struct, field, offset, layout);
    }

    private static Check constant(String name, LongSupplier value) {
        return new Constant(name, value);
    }

    private static Check function(String name, String cType, Supplier<FunctionDescriptor> descriptor,
                                  Supplier<MethodHandle> handle) {
        return new Function(name, cType, descriptor, handle);
    }

    // ---- probe build and run ----

    private static Map<String, Long> runProbe(Path dir, Iterable<Probe> probes) throws Exception {
        StringBuilder c = new StringBuilder("""
                /* ABI probe written by LiburingAbiTest: prints "<key> <value>" per check. */
                #include "liburing.h"
                #include <stddef.h>
                #include <stdio.h>

                int main(void) {
                """);
        for (Probe probe : probes) {
            c.append(CProbe.printLine(probe.key(), probe.cExpr()));
        }
        c.append("    return 0;\n}\n");
        // headers only: the probe never links liburing, so a missing liburing.so.2 cannot hide a layout bug
        return CProbe.asLongs(CProbe.compileAndRun(dir, c.toString(), "-iquote", HEADER_DIR));
    }

    /** Skips without liburing.so.2 on a workstation; on CI ({@code CI=true}) it is a failure. */
    static void requireLiburing() {
        if (!liburing_h.isAvailable()) {
            CProbe.skipOrFail(liburing_h.loadFailure().orElse("liburing.so.2 missing") + " (apt-get install liburing2)");
        }
    }

    // ---- reflection helpers ----

    /** The struct classes: every class file in the bindings package except the hand-written ones. */
    private static Set<String> javaStructClasses() throws IOException {
        try (Stream<Path> files = Files.list(BINDINGS_DIR)) {
            return files.map(f -> f.getFileName().toString())
                    .filter(n -> n.endsWith(".java"))
                    .map(n -> n.substring(0, n.length() - ".java".length()))
                    .filter(n -> !NOT_STRUCTS.contains(n))
                    .collect(Collectors.toCollection(TreeSet::new));
        }
    }

    private static boolean isPublicStatic(Method m) {
        return Modifier.isPublic(m.getModifiers()) && Modifier.isStatic(m.getModifiers());
    }

    private static boolean isConstantGetter(Method m) {
        return isPublicStatic(m) && m.getParameterCount() == 0 && !m.getReturnType().equals(void.class)
                && m.getName().equals(m.getName().toUpperCase(Locale.ROOT))
                && !m.getName().startsWith("C_");
    }
}
