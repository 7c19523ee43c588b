/**
 * A program that embeds jfio: it requires {@code org.jfio.core} (engines in other jfio modules
 * are found at run time when they are on the module path) and exports a package of its own, so
 * Maven treats it as a library and would warn about any filename-based automodule it reaches.
 */
module org.jfio.examples.embed {
    requires org.jfio.core;

    exports org.jfio.examples.embed;
}
