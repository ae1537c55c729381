/// The parts of a swift-frontend command line the rewrite needs: the
/// module's Swift files (primary or not, given inline or in file lists),
/// the module name, and a folder of the build to keep rewritten files in.
struct FrontendJob {
    var sources: [String] = []
    var moduleName = "main"
    var buildFolder: String?

    /// Options whose next argument is a value, not an input file, and that
    /// may end in `.swift`.
    static let valueOptions: Set<String> = [
        "-o", "-index-file-path", "-emit-module-path", "-module-name", "-I", "-F", "-target", "-sdk",
        "-module-cache-path", "-plugin-path", "-external-plugin-path", "-load-plugin-library",
        "-load-plugin-executable", "-serialize-diagnostics-path", "-emit-dependencies-path",
        "-emit-reference-dependencies-path", "-supplementary-output-file-map", "-file-compilation-dir",
        "-index-store-path", "-Xcc", "-Xllvm", "-D", "-package-name", "-swift-version", "-vfsoverlay",
        "-in-process-plugin-server-path", "-emit-module-doc-path", "-emit-module-source-info-path",
        "-emit-objc-header-path", "-emit-abi-descriptor-path", "-emit-module-interface-path",
        "-emit-private-module-interface-path", "-emit-package-module-interface-path", "-pch-output-dir",
        "-import-objc-header", "-explicit-swift-module-map-file", "-index-unit-output-path",
    ]

    init(arguments: [String]) {
        var index = 1
        var outputs: [String] = []
        while index < arguments.count {
            let argument = arguments[index]
            let value = index + 1 < arguments.count ? arguments[index + 1] : nil
            switch argument {
            case "-primary-file":
                if let value { sources.append(value) }
                index += 2
                continue
            case "-filelist", "-primary-filelist":
                if let value, let list = FileIO.read(value) {
                    sources += String(decoding: list, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init)
                }
                index += 2
                continue
            case "-module-name":
                if let value { moduleName = value }
            case "-emit-dependencies-path", "-serialize-diagnostics-path", "-o":
                if let value { outputs.append(value) }
            default:
                break
            }
            if Self.valueOptions.contains(argument) {
                index += 2
                continue
            }
            if !argument.hasPrefix("-"), argument.hasSuffix(".swift") { sources.append(argument) }
            index += 1
        }
        var seen: Set<String> = []
        sources = sources.filter { seen.insert($0).inserted }
        buildFolder = outputs.first.map(FileIO.directory(of:))
    }
}
