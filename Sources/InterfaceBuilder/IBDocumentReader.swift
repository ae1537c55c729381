import Foundation
import Layout

/// Reads an Interface Builder document (XML, document version 3.0: Xcode 8
/// to 16) into an ``IBDocument``.
///
/// The XML is read whole first (`XMLTreeReader`); a file that is not XML,
/// or not an iOS Interface Builder document, is one ``IBReadError`` with its
/// line. Everything else is read as far as it goes: each element the reader
/// does not know, each value it cannot read and each view it can only
/// approximate becomes an ``IBNote`` with its line, and reading goes on.
/// `<variation>`s are resolved for the canvas device's size classes (or
/// `sizeClass`, when given).
public final class IBDocumentReader {
    let file: String
    var notes: [IBNote] = []
    var sizeClass: IBSizeClass
    /// Constraints and subviews a size-class `<mask>` installs (true) or
    /// removes (false) for the size class read, by id.
    var installed: [String: Bool] = [:]
    var namedColors: [String: Color] = [:]
    var systemColors: [String: Color] = [:]
    var imageSizes: [String: Size] = [:]

    init(file: String, sizeClass: IBSizeClass) {
        self.file = file
        self.sizeClass = sizeClass
    }

    /// Reads the file at `path`; notes and errors name it as given.
    public static func read(contentsOfFile path: String, sizeClass: IBSizeClass? = nil) throws(IBReadError) -> IBDocument {
        guard let data = FileManager.default.contents(atPath: path) else {
            // The file as a whole is at fault: no line (line 0). stat's
            // errno, in the words scene files use: a loop is not a missing file.
            var info = stat()
            let found = stat(path, &info) == 0
            let code = errno
            let message = found ? (info.st_mode & S_IFMT == S_IFDIR ? "is a directory; expected an Interface Builder file (.xib, .storyboard)" : "cannot be read")
                : code == ENOENT ? "no such file or directory"
                : code == ELOOP ? "is a symlink loop (too many levels of symbolic links)"
                : "cannot be read: \(String(cString: strerror(code)))"
            throw IBReadError(file: path, line: 0, column: 0, message: message)
        }
        return try read(data, file: path, sizeClass: sizeClass)
    }

    /// Reads a document from its bytes; `file` names it in notes and errors.
    public static func read(_ data: Data, file: String, sizeClass: IBSizeClass? = nil) throws(IBReadError) -> IBDocument {
        let root = try XMLTreeReader.read(data, file: file)
        guard root.name == "document" else {
            throw IBReadError(file: file, line: root.line, column: root.column,
                              message: "not an Interface Builder document (the root element is <\(root.name)>, not <document>)")
        }
        let type = root["type"] ?? ""
        guard type.hasPrefix("com.apple.InterfaceBuilder3.CocoaTouch") else {
            throw IBReadError(file: file, line: root.line, column: root.column,
                              message: "not an iOS Interface Builder document (type \"\(type)\"); only CocoaTouch XIB and Storyboard documents are read")
        }
        guard root["version"] == "3.0" else {
            throw IBReadError(file: file, line: root.line, column: root.column,
                              message: "document version \(root["version"] ?? "none") is not read; Xcode 8 and later save 3.0")
        }
        let device = root.child("device").map { IBDevice(id: $0["id"] ?? "", orientation: $0["orientation"]) }
        let reader = IBDocumentReader(file: file, sizeClass: sizeClass ?? device?.sizeClass
                                      ?? IBSizeClass(width: .compact, height: .regular))
        return reader.readDocument(root, type: type, device: device)
    }

    func note(_ kind: IBNote.Kind, _ node: XMLNode, _ message: String) {
        notes.append(IBNote(kind, file: file, line: node.line, message))
    }

    private func readDocument(_ root: XMLNode, type: String, device: IBDevice?) -> IBDocument {
        let kind: IBDocument.Kind = type.hasSuffix("Storyboard.XIB") ? .storyboard : .xib
        if let device, !device.isKnown, let node = root.child("device") {
            note(.unknownValue, node, "device \"\(device.id)\": sized and inset as a 4.7-inch iPhone")
        }
        collectMasks(root)
        for child in root.children {
            switch child.name {
            case "resources": readResources(child)
            // customFonts: the font files a document's custom fonts come from (names only; fonts are read by name).
            case "device", "dependencies", "objects", "scenes", "inferredMetricsTieBreakers", "designables", "customFonts": break
            default: note(.unknownElement, child, "<\(child.name)> in <document>")
            }
        }
        var placeholders: [IBPlaceholder] = []
        var hierarchies: [IBHierarchy] = []
        if let objects = root.child("objects") {
            readObjects(objects, sceneID: nil, device: device, placeholders: &placeholders, hierarchies: &hierarchies,
                        navigationRoots: [], tabRoots: [])
        }
        if let scenes = root.child("scenes") {
            let (navigationRoots, tabRoots) = containedControllers(scenes)
            for scene in scenes.children {
                guard scene.name == "scene" else { note(.unknownElement, scene, "<\(scene.name)> in <scenes>"); continue }
                for child in scene.children where child.name != "objects" && child.name != "point" {
                    note(.unknownElement, child, "<\(child.name)> in <scene>")
                }
                if let objects = scene.child("objects") {
                    readObjects(objects, sceneID: scene["sceneID"], device: device, placeholders: &placeholders,
                                hierarchies: &hierarchies, navigationRoots: navigationRoots, tabRoots: tabRoots)
                }
            }
        }
        var connections: [IBConnection] = []
        readConnections(root, into: &connections)
        return IBDocument(file: file, kind: kind, toolsVersion: root["toolsVersion"], device: device, sizeClass: sizeClass,
                          placeholders: placeholders, hierarchies: hierarchies, namedColors: namedColors,
                          imageSizes: imageSizes, notes: notes, connections: connections,
                          initialViewControllerID: root["initialViewController"])
    }

    // MARK: Objects and scenes

    /// Controllers a navigation controller shows first (the canvas draws a
    /// navigation bar over them), and those a tab bar controller holds.
    private func containedControllers(_ scenes: XMLNode) -> (navigation: Set<String>, tab: Set<String>) {
        var navigationRoot: [String: String] = [:]  // navigation controller id → its root controller's
        var tabChildren: [String] = []
        func walk(_ node: XMLNode) {
            for child in node.children {
                if child.name == "navigationController" || child.name == "tabBarController" {
                    for segue in child.child("connections")?.children("segue") ?? [] where segue["kind"] == "relationship" {
                        guard let destination = segue["destination"] else { continue }
                        if child.name == "navigationController", segue["relationship"] == "rootViewController" {
                            if child["navigationBarHidden"] != "YES" { navigationRoot[child["id"] ?? ""] = destination }
                        } else if child.name == "tabBarController" {
                            tabChildren.append(destination)
                        }
                    }
                }
                walk(child)
            }
        }
        walk(scenes)
        // A navigation controller in a tab passes the tab bar on to its root.
        let tab = Set(tabChildren + tabChildren.compactMap { navigationRoot[$0] })
        return (Set(navigationRoot.values), tab)
    }

    private func readObjects(_ objects: XMLNode, sceneID: String?, device: IBDevice?, placeholders: inout [IBPlaceholder],
                             hierarchies: inout [IBHierarchy], navigationRoots: Set<String>, tabRoots: Set<String>) {
        for object in objects.children {
            if object.name == "placeholder" {
                placeholders.append(IBPlaceholder(id: object["id"] ?? "", identifier: object["placeholderIdentifier"] ?? "",
                                                  customClass: object["customClass"]))
            } else if IBDocumentReader.controllerElements.contains(object.name) {
                guard let viewNode = object.children.first(where: { $0.key == "view" }) else { continue }
                let controller = readController(object, navigationRoots: navigationRoots, tabRoots: tabRoots)
                guard let root = readView(viewNode, parentID: object["id"] ?? "") else { continue }
                hierarchies.append(hierarchy(root: root, sceneID: sceneID, controller: controller, device: device))
            } else if IBDocumentReader.viewElements[object.name] != nil || IBDocumentReader.approximatedElements.contains(object.name) {
                guard let root = readView(object, parentID: "") else { continue }
                hierarchies.append(hierarchy(root: root, sceneID: sceneID, controller: nil, device: device))
            } else if IBDocumentReader.ignoredObjects.contains(object.name) {
                continue
            } else {
                note(.unknownElement, object, "<\(object.name)> in <objects>")
            }
        }
    }

    private func readController(_ node: XMLNode, navigationRoots: Set<String>, tabRoots: Set<String>) -> IBController {
        let id = node["id"] ?? ""
        // Bar heights: a navigation bar and a toolbar 44 points, a tab bar 49
        // (Apple, Human Interface Guidelines, "Navigation bars", "Tab bars";
        // docs/uikit-numbers.md).
        var top: Double = navigationRoots.contains(id) ? 44 : 0
        var bottom: Double = tabRoots.contains(id) ? 49 : 0
        for child in node.children {
            switch (child.name, child.key) {
            case ("simulatedNavigationBarMetrics", "simulatedTopBarMetrics"): top = 44
            case ("nil", "simulatedTopBarMetrics"): top = 0
            case ("simulatedToolbarMetrics", "simulatedBottomBarMetrics"): bottom = 44
            case ("simulatedTabBarMetrics", "simulatedBottomBarMetrics"): bottom = 49
            case ("nil", "simulatedBottomBarMetrics"): bottom = 0
            default: break
            }
        }
        let guides = (node.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? []).compactMap { guide -> IBLayoutGuide? in
            guard let guideID = guide["id"] else { return nil }
            switch guide["type"] {
            case "top": return IBLayoutGuide(id: guideID, kind: .topLayoutGuide, line: guide.line)
            case "bottom": return IBLayoutGuide(id: guideID, kind: .bottomLayoutGuide, line: guide.line)
            default:
                note(.unknownValue, guide, "layout guide type \"\(guide["type"] ?? "")\"")
                return nil
            }
        }
        return IBController(id: id, element: node.name, customClass: node["customClass"],
                            customModule: node["customModule"], storyboardIdentifier: node["storyboardIdentifier"], topBarHeight: top,
                            bottomBarHeight: bottom, layoutGuides: guides)
    }

    /// The canvas's safe area for a root: a controller's view gets the
    /// device's insets and its bars; a xib's top-level view the device's
    /// (IB's canvas shows it on the device, whatever its size); a cell none.
    private func hierarchy(root: IBView, sceneID: String?, controller: IBController?, device: IBDevice?) -> IBHierarchy {
        let size = root.frame?.size ?? device?.screenSize ?? Size(width: 375, height: 667)
        var insets = EdgeInsets.zero
        if let device, controller != nil || root.kind != .cell {
            insets = device.safeAreaInsets
            if let controller {
                insets.top += controller.topBarHeight
                insets.bottom += controller.bottomBarHeight
            }
        }
        return IBHierarchy(root: root, sceneID: sceneID, controller: controller, size: size, safeAreaInsets: insets)
    }

    // MARK: Connections

    /// Every `<connections>` list under `node`, with the id of the object
    /// that holds it, for objects a size-class mask leaves installed.
    private func readConnections(_ node: XMLNode, into connections: inout [IBConnection]) {
        guard isInstalled(node["id"]) else { return }
        if let list = node.child("connections"), let source = node["id"] {
            for entry in list.children {
                guard let destination = entry["destination"] else { continue }
                switch entry.name {
                case "outlet", "outletCollection":
                    guard let property = entry["property"] else { continue }
                    connections.append(IBConnection(kind: entry.name == "outlet" ? .outlet : .outletCollection, sourceID: source,
                                                    destinationID: destination, name: property, eventType: nil,
                                                    relationship: nil, line: entry.line))
                case "action":
                    guard let selector = entry["selector"] else { continue }
                    connections.append(IBConnection(kind: .action, sourceID: source, destinationID: destination, name: selector,
                                                    eventType: entry["eventType"], relationship: nil, line: entry.line))
                case "segue":
                    connections.append(IBConnection(kind: .segue, sourceID: source, destinationID: destination,
                                                    name: entry["identifier"] ?? "", eventType: entry["kind"],
                                                    relationship: entry["relationship"], line: entry.line))
                default:
                    note(.unknownElement, entry, "<\(entry.name)> in <connections>")
                }
            }
        }
        for child in node.children where child.name != "connections" { readConnections(child, into: &connections) }
    }

    // MARK: Variations

    /// Reads every `<mask>` of every `<variation>` that applies, least
    /// specific first: `default` excludes what is not installed for any
    /// size class, a matching class includes or excludes again.
    private func collectMasks(_ node: XMLNode) {
        let variations = node.children("variation").compactMap { variation -> (Int, XMLNode)? in
            guard let key = variation.key else { return nil }
            guard IBSizeClass.isReadable(variation: key) else {
                note(.unknownValue, variation, "variation \"\(key)\"")
                return nil
            }
            return sizeClass.specificity(ofVariation: key).map { ($0, variation) }
        }
        for (_, variation) in variations.sorted(by: { $0.0 < $1.0 }) {
            for mask in variation.children("mask") {
                for entry in mask.children {
                    guard let reference = entry["reference"] else { continue }
                    switch entry.name {
                    case "include": installed[reference] = true
                    case "exclude": installed[reference] = false
                    default: note(.unknownElement, entry, "<\(entry.name)> in <mask>")
                    }
                }
            }
        }
        for child in node.children { collectMasks(child) }
    }

    /// The element with the attributes and children of each `<variation>`
    /// that applies laid over it, least specific first (a stack view's
    /// spacing for a regular width, a label's font for a compact height).
    func resolvingVariations(_ node: XMLNode) -> XMLNode {
        let variations = node.children("variation").compactMap { variation -> (Int, XMLNode)? in
            guard let key = variation.key, key != "default" else { return nil }
            return sizeClass.specificity(ofVariation: key).map { ($0, variation) }
        }.sorted { $0.0 < $1.0 }
        guard !variations.isEmpty else { return node }
        var attributes = node.attributes
        var children = node.children
        for (_, variation) in variations {
            for (name, value) in variation.attributes where name != "key" { attributes[name] = value }
            for replacement in variation.children where replacement.name != "mask" {
                children.removeAll { $0.name == replacement.name && $0.key == replacement.key }
                children.append(replacement)
            }
        }
        let merged = XMLNode(name: node.name, attributes: attributes, line: node.line)
        merged.children = children
        return merged
    }

    /// Whether a constraint or view is installed for the size class read.
    func isInstalled(_ id: String?) -> Bool {
        guard let id else { return true }
        return installed[id] ?? true
    }

    // MARK: Resources

    private func readResources(_ node: XMLNode) {
        for child in node.children {
            switch child.name {
            case "image":
                if let name = child["name"], let width = child["width"].flatMap(Double.init),
                   let height = child["height"].flatMap(Double.init) {
                    imageSizes[name] = Size(width: width, height: height)
                }
            case "namedColor", "systemColor":
                if let name = child["name"], let colorNode = child.child("color"), let color = componentsColor(colorNode) {
                    if child.name == "namedColor" { namedColors[name] = color } else { systemColors[name] = color }
                }
            default: note(.unknownElement, child, "<\(child.name)> in <resources>")
            }
        }
    }
}
