import Foundation

/// Where an Interface Builder file is: a path as given, else a resource
/// of the bundle (`Bundle.module` for a SwiftPM target's resources, where
/// a `.xib` is copied as it is with `.copy`: SwiftPM on Linux does not
/// compile xibs), at its top or one folder down (`Base.lproj`, a copied folder).
enum NibFiles {
    static func path(named name: String, extensions: [String], in bundle: Bundle?) -> String? {
        let manager = FileManager.default
        for ext in extensions {
            let candidate = name.hasSuffix("." + ext) ? name : name + "." + ext
            if candidate.contains("/"), manager.fileExists(atPath: candidate) { return candidate }
        }
        let bundle = bundle ?? Bundle.main
        for ext in extensions {
            if let path = bundle.path(forResource: name, ofType: ext) { return path }
        }
        guard let top = bundle.resourcePath,
              let folders = try? manager.contentsOfDirectory(atPath: top).sorted() else { return nil }
        for folder in folders {
            for ext in extensions {
                let path = top + "/" + folder + "/" + name + "." + ext
                if manager.fileExists(atPath: path) { return path }
            }
        }
        return nil
    }
}
