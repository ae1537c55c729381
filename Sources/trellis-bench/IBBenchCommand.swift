import ArgumentParser
import FileSafety
import Foundation
import InterfaceBuilder
#if canImport(FoundationXML)
import FoundationXML
#endif

/// `trellis-bench ib`: the time to read the largest Interface Builder files
/// of the corpus, Trellis's own XML reader side by side with Foundation's
/// `XMLParser` (which the InterfaceBuilder target used before, and which
/// loads libxml2 into every command), and the whole typed read.
struct IBBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ib",
        abstract: "Time reading the corpus's largest Interface Builder files: Trellis's XML reader against XMLParser.",
        discussion: """
            For each file (by default the 5 largest of ../shared/ib-corpus/files,
            from the repository's root), in alternating rounds: the XML read
            into a tree by Trellis's reader (`XMLNode.read`) and by Foundation's
            XMLParser with a delegate building the same tree, then the whole
            document read (`IBDocumentReader.read`, XML and typed). Times are
            the thread's CPU time, medians of the rounds. Both trees are
            compared element by element first (names, attributes, text, lines):
            a difference fails the bench.

            Examples:
              trellis-bench ib
              trellis-bench ib --rounds 41 --json
              trellis-bench ib Fixtures/ib/two-scenes.storyboard
            """
    )

    @Argument(help: "Interface Builder files to read (default: the corpus's largest).")
    var files: [String] = []

    @Option(name: .long, help: "The number of corpus files, largest first, when no file is given.")
    var largest = 5

    @Option(name: .long, help: "Rounds per reader and file (odd: the median is one of them).")
    var rounds = 21

    @OptionGroup var jsonOption: JSONOption

    struct Result: Codable {
        var file: String
        var bytes: Int
        var elements: Int
        var trellisXMLMs: Double
        var xmlParserMs: Double
        /// XMLParser's time over Trellis's: above 1, Trellis's reader is faster.
        var speedup: Double
        var documentMs: Double
    }

    func run() throws {
        let paths = files.isEmpty ? try Self.largestCorpusFiles(largest) : files
        var results: [Result] = []
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw ValidationError("\(path): cannot read the file")
            }
            let tree = try InterfaceBuilder.XMLNode.read(data, file: path)
            guard let reference = ReferenceXMLReader.read(data), Self.same(tree, reference) else {
                throw ValidationError("\(path): Trellis's XML reader and XMLParser read different trees")
            }
            var ours: [Double] = [], theirs: [Double] = [], whole: [Double] = []
            for _ in 0..<rounds {
                ours.append(Self.cpuMilliseconds { _ = try? InterfaceBuilder.XMLNode.read(data, file: path) })
                theirs.append(Self.cpuMilliseconds { _ = ReferenceXMLReader.read(data) })
                whole.append(Self.cpuMilliseconds { _ = try? IBDocumentReader.read(data, file: path) })
            }
            let (trellis, parser) = (Self.median(ours), Self.median(theirs))
            results.append(Result(file: (path as NSString).lastPathComponent, bytes: data.count, elements: Self.count(tree),
                                  trellisXMLMs: trellis, xmlParserMs: parser, speedup: parser / trellis,
                                  documentMs: Self.median(whole)))
        }
        let width = max(4, results.map(\.file.count).max() ?? 0)
        func padded(_ text: String) -> String { text.padding(toLength: width, withPad: " ", startingAt: 0) }
        var lines = [padded("file") + "  bytes    elements  Trellis XML ms  XMLParser ms  × faster  document ms"]
        for r in results {
            lines.append(padded(r.file) + String(format: "  %-8d %-9d %-15.3f %-13.3f %-9.2f %.3f", r.bytes, r.elements,
                                                 r.trellisXMLMs, r.xmlParserMs, r.speedup, r.documentMs))
        }
        let table = lines.joined(separator: "\n")
        try jsonOption.output.write(table: table, encoding: Report(rounds: rounds, results: results))
    }

    struct Report: Codable {
        var rounds: Int
        var results: [Result]
    }

    static func largestCorpusFiles(_ count: Int) throws -> [String] {
        let folder = "../shared/ib-corpus/files"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            throw ValidationError("the Interface Builder corpus is expected at \(folder), from the repository's root; or give files")
        }
        let sized = names.map { name -> (String, Int) in
            let path = folder + "/" + name
            return (path, (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0)
        }
        return sized.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }.prefix(count).map(\.0)
    }

    /// The calling thread's CPU time of `work`, in milliseconds (the
    /// machine is shared: wall time would count the others' work).
    static func cpuMilliseconds(_ work: () -> Void) -> Double {
        var start = timespec(), end = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
        work()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
        return Double(end.tv_sec - start.tv_sec) * 1e3 + Double(end.tv_nsec - start.tv_nsec) / 1e6
    }

    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    static func count(_ node: InterfaceBuilder.XMLNode) -> Int { 1 + node.children.reduce(0) { $0 + count($1) } }

    static func same(_ node: InterfaceBuilder.XMLNode, _ reference: ReferenceXMLReader.Node) -> Bool {
        node.name == reference.name && node.attributes == reference.attributes && node.text == reference.text
            && node.line == reference.line && node.children.count == reference.children.count
            && zip(node.children, reference.children).allSatisfy { same($0, $1) }
    }
}

/// Foundation's `XMLParser` building a tree as InterfaceBuilder's reader
/// did before it had its own (the reference of `trellis-bench ib`).
final class ReferenceXMLReader: NSObject, XMLParserDelegate {
    final class Node {
        let name: String
        let attributes: [String: String]
        let line: Int
        var children: [Node] = []
        var text = ""

        init(name: String, attributes: [String: String], line: Int) {
            self.name = name
            self.attributes = attributes
            self.line = line
        }
    }

    private var stack: [Node] = []
    private var root: Node?

    static func read(_ data: Data) -> Node? {
        let reader = ReferenceXMLReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        return parser.parse() ? reader.root : nil
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        let node = Node(name: elementName, attributes: attributeDict, line: parser.lineNumber)
        if let parent = stack.last { parent.children.append(node) } else { root = node }
        stack.append(node)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        stack.last?.text += String(decoding: CDATABlock, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?) {
        stack.removeLast()
    }
}
