import Layout

/// A collection view's `<collectionViewFlowLayout key="collectionViewLayout">`
/// (or a custom `<collectionViewLayout>`) as the file writes it. An
/// attribute the file leaves out is nil: UIKit's default applies (IB
/// writes only what differs from a new layout's values).
public struct IBCollectionViewLayout: Equatable, Sendable {
    /// `collectionViewFlowLayout` or `collectionViewLayout`.
    public var element: String
    public var customClass: String?
    public var customModule: String?
    public var line: Int
    public var itemSize: Size?
    public var estimatedItemSize: Size?
    /// `automaticEstimatedItemSize="YES"` (Xcode 11's "Estimate Size: Automatic").
    public var automaticEstimatedItemSize = false
    public var minimumLineSpacing: Double?
    public var minimumInteritemSpacing: Double?
    /// `<inset key="sectionInset">`, its minX/minY/maxX/maxY as left/top/right/bottom.
    public var sectionInset: EdgeInsets?
    public var headerReferenceSize: Size?
    public var footerReferenceSize: Size?
    /// `scrollDirection="horizontal"`; nil: vertical.
    public var scrollDirection: String?
    /// `sectionInsetReference`: `safeArea`, `layoutMargins`; nil: from the content inset.
    public var sectionInsetReference: String?

    public var isFlow: Bool { element == "collectionViewFlowLayout" }
}

extension IBDocumentReader {
    /// Reads `<collectionViewFlowLayout>` or `<collectionViewLayout>`.
    func collectionViewLayout(_ node: XMLNode) -> IBCollectionViewLayout {
        var layout = IBCollectionViewLayout(element: node.name, customClass: node["customClass"], customModule: node["customModule"],
                                            line: node.line)
        layout.minimumLineSpacing = number(node, "minimumLineSpacing")
        layout.minimumInteritemSpacing = number(node, "minimumInteritemSpacing")
        layout.automaticEstimatedItemSize = node.flag("automaticEstimatedItemSize")
        layout.scrollDirection = node["scrollDirection"]
        layout.sectionInsetReference = node["sectionInsetReference"]
        for child in node.children {
            switch (child.name, child.key) {
            case ("size", "itemSize"): layout.itemSize = size(child)
            case ("size", "estimatedItemSize"): layout.estimatedItemSize = size(child)
            case ("size", "headerReferenceSize"): layout.headerReferenceSize = size(child)
            case ("size", "footerReferenceSize"): layout.footerReferenceSize = size(child)
            case ("inset", "sectionInset"):
                layout.sectionInset = EdgeInsets(top: number(child, "minY") ?? 0, left: number(child, "minX") ?? 0,
                                                 bottom: number(child, "maxY") ?? 0, right: number(child, "maxX") ?? 0)
            default:
                note(.unknownElement, child, "<\(child.name)\(child.key.map { " key=\"\($0)\"" } ?? "")> in <\(node.name)>")
            }
        }
        return layout
    }

    private func size(_ node: XMLNode) -> Size? {
        guard let width = number(node, "width"), let height = number(node, "height") else {
            note(.unknownValue, node, "a size without width and height")
            return nil
        }
        return Size(width: width, height: height)
    }
}
