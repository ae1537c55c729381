import FileSafety
import Foundation
import InterfaceBuilder
import Layout
import Scene

/// Scene files named on the command line (`trellis verify`, `trellis docs`):
/// files as they are, directories as their `*.yaml`, `*.xib` and
/// `*.storyboard` files in name order; each loaded with its error as one
/// message.
enum SceneFiles {
    /// The extensions a directory's scene files have.
    static let extensions = [".yaml", ".xib", ".storyboard"]

    /// Every input that is a directory becomes its scene files (``extensions``), sorted by name.
    static func expand(_ inputs: [String]) throws(LayoutInputError) -> [String] {
        var files: [String] = []
        for input in inputs {
            try refuseEmpty(input)
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
            let scenes = names.filter { name in extensions.contains { name.hasSuffix($0) } }.sorted()
            guard !scenes.isEmpty else {
                throw LayoutInputError(option: "", message: "\(input): no scene files (*.yaml, *.xib, *.storyboard) in this directory"
                                       + unsearchedHint(names, in: input))
            }
            let directory = input.hasSuffix("/") ? String(input.dropLast()) : input
            if let note = skippedNote(names, in: input) { StandardStreams.error(note) }
            files += scenes.map { "\(directory)/\($0)" }
        }
        return files
    }

    /// A folder of `.yml` or `.json` scenes reads as empty: the search
    /// takes `.yaml` only (a `.json` may as well be a solver system), so
    /// the message names what it left out and how to give it (newuser33).
    static func unsearchedHint(_ names: [String], in folder: String) -> String {
        let left = names.filter { $0.hasSuffix(".yml") || $0.hasSuffix(".json") }.sorted()
        guard let first = left.first else { return "" }
        let shown = left.prefix(3).joined(separator: ", ") + (left.count > 3 ? ", …" : "")
        let directory = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        return "; \(shown) \(left.count == 1 ? "is" : "are") not searched for: name a .yml or .json scene on the command line (\(directory)/\(first)) or rename it .yaml"
    }

    /// The `.yml` files beside a folder's scenes are left out too, but the
    /// run goes on: a note on standard error names them, or a user who
    /// keeps some scenes as `.yml` would never learn they were not checked
    /// (newuser34). They are not taken: the rule stays one (a folder is
    /// its `*.yaml`, `*.xib`, `*.storyboard`), and `a.yml` beside `a.yaml`
    /// would share its references folder. A `.json` beside scenes is not
    /// named: it is as likely data (a solver system) as a scene.
    static func skippedNote(_ names: [String], in folder: String) -> String? {
        let hint = unsearchedHint(names.filter { $0.hasSuffix(".yml") }, in: folder)
        // `; b.yml is not searched for: …` without its `; `.
        return hint.isEmpty ? nil : "note: \(folder): " + hint.dropFirst(2)
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

    /// Whether `path` is an Interface Builder file (`.xib`, `.storyboard`).
    static func isInterfaceBuilderFile(_ path: String) -> Bool { IBScenario.isInterfaceBuilderFile(path) }

    /// A scene file or an Interface Builder file's hierarchy, loaded and
    /// checked; its error, if any, as one message (`file:line:column:
    /// message`; a `--view` or `--scene` naming no hierarchy lists them).
    static func loadScenario(_ path: String, hierarchy: HierarchyOptions) throws(LayoutInputError) -> any Scenario {
        try refuseEmpty(path)
        guard isInterfaceBuilderFile(path) else { return try load(path) }
        do {
            return try IBScenario.load(contentsOfFile: path, view: hierarchy.view, scene: hierarchy.sceneID)
        } catch {
            switch error {
            case .read(let read): throw LayoutInputError(option: "", message: read.description)
            case .selection(let selection):
                throw LayoutInputError(option: hierarchy.isEmpty ? "" : hierarchy.optionName, message: selection.description)
            }
        }
    }

    /// A scene file or Interface Builder file named on the command line,
    /// loaded, with the names its outputs go under.
    struct Named {
        var scenario: any Scenario
        /// The folder name of its references and gallery page: the file's
        /// name without its extension (and the hierarchy's id, when one was picked).
        var name: String
        /// What `trellis verify` is given to check it again.
        var argument: String
        /// The YAML scene, for what only a scene file has (its text, its title).
        var scene: Scene?
    }

    /// The file at `path`, loaded (``loadNamed(_:)`` for a scene file;
    /// `hierarchy` picks an Interface Builder file's hierarchy).
    static func loadNamed(_ path: String, hierarchy: HierarchyOptions) throws(LayoutInputError) -> Named {
        guard isInterfaceBuilderFile(path) else {
            let scene = try loadNamed(path)
            return Named(scenario: scene, name: outputName(path), argument: path, scene: scene)
        }
        let scenario = try loadScenario(path, hierarchy: hierarchy)
        let picked = hierarchy.view ?? hierarchy.sceneID
        let name = outputName(path) + (picked.map { "-" + $0 } ?? "")
        guard PlainName.isValid(name) else {
            throw LayoutInputError(option: "", message: "\(path): \"\(name)\" names its folder of outputs; expected \(PlainName.rule) (rename the file)")
        }
        return Named(scenario: scenario, name: name, argument: hierarchy.isEmpty ? path : "\(path) \(hierarchy.arguments)", scene: nil)
    }

    /// The file's name without its extension.
    static func outputName(_ path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// An empty argument (`trellis layout ''`, an unset shell variable) is
    /// named as such, not as a file ":1:1:" that does not exist.
    static func refuseEmpty(_ path: String) throws(LayoutInputError) {
        if path.isEmpty {
            throw LayoutInputError(option: "", message: "a scene path is empty; give a scene file (SCENE.yaml, .yml, .json, .xib, .storyboard) or a folder of scenes")
        }
    }

    /// The scene file at `path`, loaded and checked; its error, if any, as
    /// one message (file:line:column: message).
    static func load(_ path: String) throws(LayoutInputError) -> Scene {
        do {
            return try Scene.load(contentsOf: path)
        } catch {
            // `verify --examples wrap-demo`: say why a name was read as a file.
            let hint = StrayFlagValue.hint(for: path).map { "; " + $0 } ?? ""
            throw LayoutInputError(option: "", message: error.description + hint)
        }
    }
}
