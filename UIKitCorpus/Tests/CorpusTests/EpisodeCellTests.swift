import CorpusViewsSwift5
import Foundation
import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

/// Downloads: implements the optional requirements.
private final class DownloadingEpisodeSpy: NSObject, EpisodeCellDelegate {
    var played: [EpisodeCell] = []
    var downloadTaps = 0
    var finished: [Double] = []

    func episodeCellDidTapPlay(_ cell: EpisodeCell) { played.append(cell) }
    @objc func episodeCellDidTapDownload(_ cell: EpisodeCell) { downloadTaps += 1 }
    @objc func episodeCell(_ cell: EpisodeCell, didFinishDownloadWith progress: Double) { finished.append(progress) }
}

/// Streams only: no download requirement implemented.
private final class StreamingEpisodeSpy: NSObject, EpisodeCellDelegate {
    var played = 0
    func episodeCellDidTapPlay(_ cell: EpisodeCell) { played += 1 }
}

extension Corpus {
    @MainActor @Suite struct EpisodeCellTests {
        func makeCell() -> EpisodeCell {
            let cell = EpisodeCell(frame: CGRect(x: 0, y: 0, width: 320, height: 0))
            cell.populate(title: "Episode 212: Constraints all the way down", date: "12 Mar", duration: "48 min")
            return cell
        }

        @Test func playButton() {
            let cell = makeCell()
            let spy = DownloadingEpisodeSpy()
            cell.delegate = spy
            cell.playButton.sendActions(for: .touchUpInside)
            #expect(spy.played.count == 1)
            #expect(spy.played.first === cell)
        }

        @Test func downloadOnlyForADelegateThatRespondsToIt() {
            let cell = makeCell()
            let streaming = StreamingEpisodeSpy()
            cell.delegate = streaming
            cell.downloadButton.sendActions(for: .touchUpInside)
            #expect(cell.progressTimer == nil)
            #expect(streaming.played == 0)
        }

        /// The timer polls the progress on the run loop until the download ends.
        @Test func downloadProgressTimer() {
            let cell = makeCell()
            let spy = DownloadingEpisodeSpy()
            cell.delegate = spy
            var polls = 0
            cell.downloadProgress = {
                polls += 1
                return polls >= 2 ? 1 : 0.5
            }
            cell.downloadButton.sendActions(for: .touchUpInside)
            #expect(spy.downloadTaps == 1)
            let timer = cell.progressTimer
            #expect(timer?.isValid == true)
            #expect(timer?.timeInterval == 0.5)
            runRunLoop(for: 0.1)
            #expect(polls == 0)  // the first tick is half a second away

            #expect(runRunLoop(until: { polls >= 1 }))
            #expect(cell.progressView.progress == 0.5)
            #expect(timer?.isValid == true)
            #expect(spy.finished.isEmpty)
            #expect(runRunLoop(until: { !spy.finished.isEmpty }))
            #expect(polls == 2)
            #expect(spy.finished == [1])
            #expect(cell.progressTimer == nil)
            #expect(timer?.isValid == false)
        }

        @Test func reuseStopsTheTimer() {
            let cell = makeCell()
            let spy = DownloadingEpisodeSpy()
            cell.delegate = spy
            cell.downloadProgress = { 0.1 }
            cell.downloadButton.sendActions(for: .touchUpInside)
            let timer = cell.progressTimer
            cell.prepareForReuse()
            #expect(timer?.isValid == false)
            #expect(cell.delegate == nil)
        }

        @Test func snapshot() {
            let cell = makeCell()
            assertSnapshot(of: cell, as: .image, named: "320")
        }
    }
}
