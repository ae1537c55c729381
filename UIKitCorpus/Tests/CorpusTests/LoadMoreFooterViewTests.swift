import CorpusViews
import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

/// A delegate that can retry: `responds(to:)` says so, so "Try Again" shows.
private final class RetryingFooterSpy: NSObject, LoadMoreFooterViewDelegate {
    var loadMoreCount = 0
    var retried: [LoadMoreFooterView] = []

    func loadMoreFooterViewDidTapLoadMore(_ footerView: LoadMoreFooterView) { loadMoreCount += 1 }
    // @objc spelled out: iOS infers it for a witness of an @objc protocol's
    // requirement; the opt-in sees only this module's declarations, so a
    // protocol from another module needs it written (docs/objective-c.md).
    @objc func loadMoreFooterViewDidTapRetry(_ footerView: LoadMoreFooterView) { retried.append(footerView) }
}

/// A delegate that cannot.
private final class LoadOnlyFooterSpy: NSObject, LoadMoreFooterViewDelegate {
    var loadMoreCount = 0
    func loadMoreFooterViewDidTapLoadMore(_ footerView: LoadMoreFooterView) { loadMoreCount += 1 }
}

extension Corpus {
    @MainActor @Suite struct LoadMoreFooterViewTests {
        func makeFooter() -> LoadMoreFooterView {
            let footer = LoadMoreFooterView(reuseIdentifier: LoadMoreFooterView.reuseIdentifier)
            footer.frame = CGRect(x: 0, y: 0, width: 320, height: 0)
            return footer
        }

        @Test func loadMoreButton() {
            let footer = makeFooter()
            let spy = LoadOnlyFooterSpy()
            footer.delegate = spy
            footer.loadMoreButton.sendActions(for: .touchUpInside)
            #expect(spy.loadMoreCount == 1)
            #expect(footer.state == .loading)
            #expect(footer.loadMoreButton.isHidden)
        }

        @Test func retryShowsOnlyForADelegateThatRespondsToIt() {
            let footer = makeFooter()
            let loadOnly = LoadOnlyFooterSpy()
            footer.delegate = loadOnly
            footer.apply(.failed(message: "The orders could not be loaded."))
            #expect(!loadOnly.responds(to: #selector(LoadMoreFooterViewDelegate.loadMoreFooterViewDidTapRetry(_:))))
            #expect(footer.retryButton.isHidden)

            let retrying = RetryingFooterSpy()
            footer.delegate = retrying
            #expect(retrying.responds(to: #selector(LoadMoreFooterViewDelegate.loadMoreFooterViewDidTapRetry(_:))))
            #expect(!footer.retryButton.isHidden)

            footer.retryButton.sendActions(for: .touchUpInside)
            #expect(retrying.retried.count == 1)
            #expect(retrying.retried.first === footer)
            #expect(footer.state == .loading)
        }

        @Test func snapshot() {
            let footer = makeFooter()
            assertSnapshot(of: footer, as: .image, named: "idle")
            let failed = makeFooter()
            let spy = RetryingFooterSpy()
            failed.delegate = spy
            failed.apply(.failed(message: "The orders could not be loaded. Check your connection and try again."))
            assertSnapshot(of: failed, as: .image, named: "failed")
        }
    }
}
