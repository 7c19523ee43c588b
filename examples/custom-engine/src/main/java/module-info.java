/**
 * A third-party engine for jfio: one provider, found through {@link java.util.ServiceLoader} on
 * the module path ({@code provides}) or the class path ({@code META-INF/services}).
 */
module org.jfio.examples.engine {
    requires org.jfio.core;

    provides org.jfio.spi.IoEngineProvider with org.jfio.examples.engine.DiscardEngineProvider;
}
