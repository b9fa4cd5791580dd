//! Properties over random playouts.
