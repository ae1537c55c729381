import Foundation
import TrellisTestSupport

/// The corpus of Interface Builder files, ../shared/ib-corpus from the
/// repository's root (data read in place, never copied into the repository).
enum IBCorpus {
    static let folder = (repositoryRoot as NSString).deletingLastPathComponent + "/shared/ib-corpus"

    /// nil when the corpus is not there (the tests that need it are skipped, saying where it is expected).
    static var files: [String]? {
        guard let manifest = try? String(contentsOfFile: folder + "/MANIFEST.tsv", encoding: .utf8) else { return nil }
        return manifest.split(separator: "\n").dropFirst().compactMap { line in
            line.split(separator: "\t").first.map { folder + "/files/" + $0 }
        }
    }

    static let missing = "the Interface Builder corpus is expected at \(folder) (MANIFEST.tsv and files/)"
}
