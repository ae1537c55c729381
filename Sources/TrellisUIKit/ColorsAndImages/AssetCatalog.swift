import Foundation
import Layout

/// Asset catalogs (`.xcassets` folders) read as Xcode writes them: colour
/// sets and image sets, each a folder with a `Contents.json`. On Linux no
/// `actool` compiles them, so SwiftPM copies the folder into the bundle's
/// resources as it is; Trellis reads it there (or in a folder registered
/// with ``TrellisImageCatalog``, which may be the `.xcassets` folder itself).
///
/// A set is found by its name: the folder `name.colorset` or
/// `name.imageset` anywhere in the catalog, its groups' names in front
/// only for a group that "provides namespace" (as Xcode names them).
enum AssetCatalog {
    /// The catalogs of `bundle` (its resources' and its own top-level
    /// `.xcassets` folders) and of the registered folders.
    static func catalogs(in bundle: Bundle) -> [String] {
        let places = [bundle.resourcePath, bundle.bundlePath].compactMap { $0 } + TrellisImageCatalog.folders
        var found: [String] = []
        for place in places {
            if place.hasSuffix(".xcassets") { found.append(place); continue }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: place)) ?? []
            for name in names.sorted() where name.hasSuffix(".xcassets") {
                found.append((place as NSString).appendingPathComponent(name))
            }
        }
        var seen = Set<String>()
        return found.filter { seen.insert($0).inserted }
    }

    /// The folder of the set `name` with `suffix` (`colorset`, `imageset`) in `bundle`'s catalogs.
    static func set(named name: String, suffix: String, in bundle: Bundle) -> String? {
        guard !name.isEmpty else { return nil }
        for catalog in catalogs(in: bundle) {
            if let folder = find(name, suffix: suffix, in: catalog, namespace: "") { return folder }
        }
        return nil
    }

    private static func find(_ name: String, suffix: String, in folder: String, namespace: String) -> String? {
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        for entry in entries where entry.hasSuffix("." + suffix) {
            if namespace + entry.dropLast(suffix.count + 1) == name { return (folder as NSString).appendingPathComponent(entry) }
        }
        for entry in entries where !entry.contains(".") {
            let path = (folder as NSString).appendingPathComponent(entry)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            let providesNamespace = (contents(of: path)?["properties"] as? [String: Any])?["provides-namespace"] as? Bool ?? false
            if let found = find(name, suffix: suffix, in: path, namespace: providesNamespace ? namespace + entry + "/" : namespace) {
                return found
            }
        }
        return nil
    }

    /// A folder's `Contents.json`, parsed; nil when missing or not JSON.
    static func contents(of folder: String) -> [String: Any]? {
        let path = (folder as NSString).appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// The appearance an entry is for: dark, light or any (no luminosity
    /// given); nil for an entry Trellis does not pick (high contrast).
    static func appearance(of entry: [String: Any]) -> UIUserInterfaceStyle? {
        var style = UIUserInterfaceStyle.unspecified
        for appearance in entry["appearances"] as? [[String: Any]] ?? [] {
            switch (appearance["appearance"] as? String, appearance["value"] as? String) {
            case ("luminosity", "dark"): style = .dark
            case ("luminosity", "light"): style = .light
            default: return nil
            }
        }
        return style
    }

    /// The entry for `style`: its own, else the one for any appearance
    /// (the light look when asked for dark and there is no dark one), as
    /// UIKit falls back.
    static func pick<T>(_ entries: [(style: UIUserInterfaceStyle, value: T)], for style: UIUserInterfaceStyle) -> T? {
        let wanted: UIUserInterfaceStyle = style == .dark ? .dark : .light
        return entries.first { $0.style == wanted }?.value ?? entries.first { $0.style == .unspecified }?.value
            ?? entries.first?.value
    }

    // MARK: Colour sets

    /// The colour set's colours per appearance.
    static func colors(named name: String, in bundle: Bundle) -> [(style: UIUserInterfaceStyle, value: UIColor)]? {
        guard let folder = set(named: name, suffix: "colorset", in: bundle),
              let list = contents(of: folder)?["colors"] as? [[String: Any]] else { return nil }
        let entries: [(style: UIUserInterfaceStyle, value: UIColor)] = list.compactMap { entry in
            guard let idiom = entry["idiom"] as? String, idiom == "universal" || idiom == "iphone",
                  let style = appearance(of: entry), let object = entry["color"] as? [String: Any],
                  let made = color(from: object) else { return nil }
            return (style, made)
        }
        return entries.isEmpty ? nil : entries
    }

    /// A colour from a colour set's `color` object: sRGB, extended sRGB,
    /// Display P3 or grey components, each a float ("0.500"), an 8-bit
    /// integer ("128") or hexadecimal ("0x80"), as Xcode writes them.
    static func color(from color: [String: Any]) -> UIColor? {
        guard let components = color["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> CGFloat? {
            guard let raw = components[key] else { return nil }
            if let number = raw as? Double { return CGFloat(number) }
            guard let text = (raw as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
            if text.lowercased().hasPrefix("0x"), let byte = Int(text.dropFirst(2), radix: 16) { return CGFloat(byte) / 255 }
            if text.contains("."), let number = Double(text) { return CGFloat(number) }
            if let byte = Int(text) { return CGFloat(byte) / 255 }
            return nil
        }
        let alpha = value("alpha") ?? 1
        let space = color["color-space"] as? String ?? "srgb"
        if space.contains("gray"), let white = value("white") { return UIColor(white: white, alpha: alpha) }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
        if space == "display-p3" { return UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha) }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    // MARK: Image sets

    /// The image set's file for the traits: the appearance's (else any's),
    /// at the display scale asked for (else the largest scale there is);
    /// and its rendering mode when the set says (Xcode's "Render As":
    /// `template-rendering-intent`, template or original).
    static func imagePath(named name: String, in bundle: Bundle, traits: UITraitCollection?)
        -> (path: String, scale: Double, renderingMode: Layout.Image.RenderingMode)? {
        guard let folder = set(named: name, suffix: "imageset", in: bundle), let set = contents(of: folder),
              let list = set["images"] as? [[String: Any]] else { return nil }
        let renderingMode: Layout.Image.RenderingMode
        switch (set["properties"] as? [String: Any])?["template-rendering-intent"] as? String {
        case "template": renderingMode = .alwaysTemplate
        case "original": renderingMode = .alwaysOriginal
        default: renderingMode = .automatic
        }
        let style = traits?.userInterfaceStyle ?? UITraitCollection.current.userInterfaceStyle
        let files: [(style: UIUserInterfaceStyle, value: (scale: Double, file: String))] = list.compactMap { entry in
            guard let file = entry["filename"] as? String, let appearance = appearance(of: entry) else { return nil }
            let idiom = entry["idiom"] as? String ?? "universal"
            guard idiom == "universal" || idiom == "iphone" else { return nil }
            let scale = Double((entry["scale"] as? String ?? "1x").dropLast()) ?? 1
            return (appearance, (scale, file))
        }
        let wanted: UIUserInterfaceStyle = style == .dark ? .dark : .light
        let ofStyle = files.filter { $0.style == wanted }.isEmpty ? files.filter { $0.style == .unspecified } : files.filter { $0.style == wanted }
        let candidates = (ofStyle.isEmpty ? files : ofStyle).map(\.value)
        let preferred = Double(traits?.displayScale ?? 0)
        let chosen = candidates.first { $0.scale == preferred } ?? candidates.max { $0.scale < $1.scale }
        return chosen.map { ((folder as NSString).appendingPathComponent($0.file), $0.scale, renderingMode) }
    }
}

extension UIColor {
    /// The colour set `name` of the main bundle's asset catalogs (see ``init(named:in:compatibleWith:)``).
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour set `name` in `bundle`'s asset catalogs (the main
    /// bundle's when nil; `.xcassets` folders in its resources, as SwiftPM
    /// copies them, or in folders registered with ``TrellisImageCatalog``):
    /// a dynamic colour with the set's light (any) and dark appearances.
    /// The trait collection is not needed to find it (UIKit uses it to
    /// pick among idioms and gamuts); nil when there is no such set.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let entries = AssetCatalog.colors(named: name, in: bundle ?? .main) else { return nil }
        self.init(content: .dynamic(name: name, provider: { traits in
            AssetCatalog.pick(entries, for: traits.userInterfaceStyle) ?? .clear
        }))
    }
}
