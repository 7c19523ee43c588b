package org.jfio.nativeheaders.libc;

import java.nio.charset.StandardCharsets;

/**
 * Names and messages for Linux errno values. Hand-written, not part of the jextract-shaped
 * bindings: use it to turn the number from {@link libc_h#errno(java.lang.foreign.MemorySegment)}
 * into text such as {@code EINVAL (Invalid argument)}.
 * <p>
 * {@link #name(int)} is a fixed table of the x86_64 Linux values 1..133 (the generic numbering the
 * kernel uses on x86_64); {@code LibcAbiTest} checks every entry against {@code errno.h}.
 * Where C has two names for one value the common one is used: {@code EAGAIN} (not
 * {@code EWOULDBLOCK}), {@code EDEADLK} (not {@code EDEADLOCK}), {@code EOPNOTSUPP} (not
 * {@code ENOTSUP}).
 * <p>
 * Thread-safe: both methods are static and keep no state of their own.
 */
public final class Errno {

    /** Index = errno value; {@code null} where Linux defines no name (0, 41, 58). */
    private static final String[] NAMES = {
        null,              "EPERM",           "ENOENT",          "ESRCH",           //   0..3
        "EINTR",           "EIO",             "ENXIO",           "E2BIG",           //   4..7
        "ENOEXEC",         "EBADF",           "ECHILD",          "EAGAIN",          //   8..11
        "ENOMEM",          "EACCES",          "EFAULT",          "ENOTBLK",         //  12..15
        "EBUSY",           "EEXIST",          "EXDEV",           "ENODEV",          //  16..19
        "ENOTDIR",         "EISDIR",          "EINVAL",          "ENFILE",          //  20..23
        "EMFILE",          "ENOTTY",          "ETXTBSY",         "EFBIG",           //  24..27
        "ENOSPC",          "ESPIPE",          "EROFS",           "EMLINK",          //  28..31
        "EPIPE",           "EDOM",            "ERANGE",          "EDEADLK",         //  32..35
        "ENAMETOOLONG",    "ENOLCK",          "ENOSYS",          "ENOTEMPTY",       //  36..39
        "ELOOP",           null,              "ENOMSG",          "EIDRM",           //  40..43
        "ECHRNG",          "EL2NSYNC",        "EL3HLT",          "EL3RST",          //  44..47
        "ELNRNG",          "EUNATCH",         "ENOCSI",          "EL2HLT",          //  48..51
        "EBADE",           "EBADR",           "EXFULL",          "ENOANO",          //  52..55
        "EBADRQC",         "EBADSLT",         null,              "EBFONT",          //  56..59
        "ENOSTR",          "ENODATA",         "ETIME",           "ENOSR",           //  60..63
        "ENONET",          "ENOPKG",          "EREMOTE",         "ENOLINK",         //  64..67
        "EADV",            "ESRMNT",          "ECOMM",           "EPROTO",          //  68..71
        "EMULTIHOP",       "EDOTDOT",         "EBADMSG",         "EOVERFLOW",       //  72..75
        "ENOTUNIQ",        "EBADFD",          "EREMCHG",         "ELIBACC",         //  76..79
        "ELIBBAD",         "ELIBSCN",         "ELIBMAX",         "ELIBEXEC",        //  80..83
        "EILSEQ",          "ERESTART",        "ESTRPIPE",        "EUSERS",          //  84..87
        "ENOTSOCK",        "EDESTADDRREQ",    "EMSGSIZE",        "EPROTOTYPE",      //  88..91
        "ENOPROTOOPT",     "EPROTONOSUPPORT", "ESOCKTNOSUPPORT", "EOPNOTSUPP",      //  92..95
        "EPFNOSUPPORT",    "EAFNOSUPPORT",    "EADDRINUSE",      "EADDRNOTAVAIL",   //  96..99
        "ENETDOWN",        "ENETUNREACH",     "ENETRESET",       "ECONNABORTED",    // 100..103
        "ECONNRESET",      "ENOBUFS",         "EISCONN",         "ENOTCONN",        // 104..107
        "ESHUTDOWN",       "ETOOMANYREFS",    "ETIMEDOUT",       "ECONNREFUSED",    // 108..111
        "EHOSTDOWN",       "EHOSTUNREACH",    "EALREADY",        "EINPROGRESS",     // 112..115
        "ESTALE",          "EUCLEAN",         "ENOTNAM",         "ENAVAIL",         // 116..119
        "EISNAM",          "EREMOTEIO",       "EDQUOT",          "ENOMEDIUM",       // 120..123
        "EMEDIUMTYPE",     "ECANCELED",       "ENOKEY",          "EKEYEXPIRED",     // 124..127
        "EKEYREVOKED",     "EKEYREJECTED",    "EOWNERDEAD",      "ENOTRECOVERABLE", // 128..131
        "ERFKILL",         "EHWPOISON",                                             // 132..133
    };

    private Errno() {
    }

    /**
     * Returns the symbolic name of an errno value.
     *
     * @param errno an errno value (positive; a negated value such as an io_uring CQE result must be
     *              negated back first)
     * @return the C macro name, e.g. {@code "EINVAL"} for 22; for a value with no name (0, 41, 58,
     *         negative or above 133) the text {@code "errno <n>"}, e.g. {@code "errno 41"}; never null
     */
    public static String name(int errno) {
        String name = errno >= 0 && errno < NAMES.length ? NAMES[errno] : null;
        return name != null ? name : "errno " + errno;
    }

    /**
     * Returns the C library's message for an errno value, e.g. {@code "Invalid argument"} for 22 or
     * {@code "Unknown error 41"}, in the process's message locale (normally English). The text is
     * copied out of libc at once, so this is safe on any thread. Not for the I/O hot path: it makes
     * a downcall and allocates a {@code String}.
     *
     * @param errno an errno value
     * @return the message, never null or empty
     */
    public static String message(int errno) {
        return libc_h.strerror(errno).getString(0, StandardCharsets.UTF_8);
    }
}
