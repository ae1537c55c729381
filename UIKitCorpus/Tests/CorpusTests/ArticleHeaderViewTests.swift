import CorpusViews
import Foundation
import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

extension Corpus {
    @MainActor @Suite struct ArticleHeaderViewTests {
        static let url = URL(string: "https://en.wikipedia.org/wiki/Auto_Layout")!

        func makeHeader() -> ArticleHeaderView {
            let header = ArticleHeaderView(articleURL: Self.url)
            header.configure(title: "Auto Layout", description: "Constraint-based layout system in Apple's UI frameworks")
            header.frame = CGRect(x: 0, y: 0, width: 320, height: 0)
            return header
        }

        @Test func contentSizeCategoryNotificationUpdatesFonts() {
            let header = makeHeader()
            #expect(header.fontUpdateCount == 1)
            NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: nil)
            #expect(header.fontUpdateCount == 2)
        }

        @Test func themeNotification() {
            let header = makeHeader()
            NotificationCenter.default.post(name: .articleThemeDidChange, object: ArticleTheme.sepia)
            #expect(header.theme === ArticleTheme.sepia)
            #expect(header.backgroundColor == ArticleTheme.sepia.backgroundColor)
        }

        @Test func readingProgressOfThisArticleOnly() {
            let header = makeHeader()
            NotificationCenter.default.post(name: .articleReadingProgressDidChange, object: Self.url, userInfo: ["progress": 0.25])
            #expect(header.progressView.progress == 0.25)
            NotificationCenter.default.post(name: .articleReadingProgressDidChange, object: URL(string: "https://en.wikipedia.org/wiki/Cassowary")!,
                                            userInfo: ["progress": 0.9])
            #expect(header.progressView.progress == 0.25)
        }

        @Test func observationEndsWithTheView() {
            weak var released: ArticleHeaderView?
            do {
                let header = makeHeader()
                released = header
            }
            #expect(released == nil)
            NotificationCenter.default.post(name: .articleThemeDidChange, object: ArticleTheme.sepia)  // no one left to call
        }

        @Test func snapshot() {
            let header = makeHeader()
            NotificationCenter.default.post(name: .articleThemeDidChange, object: ArticleTheme.sepia)
            NotificationCenter.default.post(name: .articleReadingProgressDidChange, object: Self.url, userInfo: ["progress": 0.4])
            assertSnapshot(of: header, as: .image, named: "sepia-40")
            // Back to light for the other tests: the theme notification reaches every header.
            NotificationCenter.default.post(name: .articleThemeDidChange, object: ArticleTheme.light)
        }
    }
}
