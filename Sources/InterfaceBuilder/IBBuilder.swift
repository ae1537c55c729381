/// Builds the hierarchies of an Interface Builder document into Layout
/// view trees.
public enum IBBuilder {
    /// One hierarchy of `document`, built.
    public static func build(_ hierarchy: IBHierarchy, of document: IBDocument,
                             options: IBBuildOptions = IBBuildOptions()) -> IBBuiltHierarchy {
        IBTreeBuilder(document: document, hierarchy: hierarchy, options: options).build()
    }

    /// Every hierarchy of `document`, built, in document order.
    public static func buildAll(_ document: IBDocument, options: IBBuildOptions = IBBuildOptions()) -> [IBBuiltHierarchy] {
        document.hierarchies.map { build($0, of: document, options: options) }
    }
}
