import FileSafety
import Foundation
import Layout
import Scene

/// Scene files named on the command line (`trellis verify`, `trellis docs`):
/// files as they are, directories as their `*.yaml` files in name order;
/// each loaded with its error as one message.
enum SceneFiles {
    /// Every input that is a directory becomes its `*.yaml` files, sorted by name.
    static func expand(_ inputs: [String]) throws(LayoutInputError) -> [String] {
        var files: [String] = []
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory), isDirectory.boolValue else {
                files.append(input)  // a file, or a path Scene.load reports on
                continue
            }
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: input)
            } catch {
                throw LayoutInputError(option: "", message: "\(input): cannot list the directory")
            }
            let scenes = names.filter { $0.hasSuffix(".yaml") }.sorted()
            guard !scenes.isEmpty else {
                throw LayoutInputError(option: "", message: "\(input): no scene files (*.yaml) in this directory")
            }
            let directory = input.hasSuffix("/") ? String(input.dropLast()) : input
            files += scenes.map { "\(directory)/\($0)" }
        }
        return files
    }

    /// The scene file at `path`, loaded and checked, whose name becomes a
    /// folder name (`scenes/NAME/` in the references and the gallery), so
    /// it must be a plain name (`PlainName`).
    static func loadNamed(_ path: String) throws(LayoutInputError) -> Scene {
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        guard PlainName.isValid(name) else {
            throw LayoutInputError(option: "", message: "\(path): the file's name \"\(name)\" names its folder of outputs; expected \(PlainName.rule) (rename the file)")
        }
        return try load(path)
    }

    /// The scene file at `path`, loaded and checked; its error, if any, as
    /// one message (file:line:column: message).
    static func load(_ path: String) throws(LayoutInputError) -> Scene {
        do {
            return try Scene.load(contentsOf: path)
        } catch {
            throw LayoutInputError(option: "", message: error.description)
        }
    }
}
