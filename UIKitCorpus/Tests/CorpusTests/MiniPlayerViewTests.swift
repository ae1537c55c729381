import CorpusViewsSwift5
import Foundation
import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

private final class PlayerDataSource: MiniPlayerViewDataSource {
    var elapsed: TimeInterval = 65
    var elapsedReads = 0
    func currentEpisodeTitle(for miniPlayer: MiniPlayerView) -> String { "Episode 212: Constraints all the way down" }
    func elapsedTime(for miniPlayer: MiniPlayerView) -> TimeInterval {
        elapsedReads += 1
        return elapsed
    }
    func episodeDuration(for miniPlayer: MiniPlayerView) -> TimeInterval { 2880 }
}

/// Without the optional property.
private final class LiveStreamDataSource: MiniPlayerViewDataSource {
    func currentEpisodeTitle(for miniPlayer: MiniPlayerView) -> String { "Live: Morning show" }
    func elapsedTime(for miniPlayer: MiniPlayerView) -> TimeInterval { 5 }
}

extension Corpus {
    @MainActor @Suite struct MiniPlayerViewTests {
        func makePlayer(_ dataSource: MiniPlayerViewDataSource) -> MiniPlayerView {
            let player = MiniPlayerView(frame: CGRect(x: 0, y: 0, width: 320, height: 0))
            player.dataSource = dataSource
            player.reloadData()
            return player
        }

        @Test func playPauseUsesTheCustomObjCNameAndStartsATimer() {
            let dataSource = PlayerDataSource()
            let player = makePlayer(dataSource)
            #expect(player.playPauseButton.actions(forTarget: player, forControlEvent: .touchUpInside) == ["togglePlayback:"])
            player.playPauseButton.sendActions(for: .touchUpInside)
            #expect(player.isPlaying)
            let timer = player.refreshTimer
            #expect(timer?.isValid == true)
            let reads = dataSource.elapsedReads
            runRunLoop(for: 0.1)
            #expect(dataSource.elapsedReads == reads)  // the first refresh is a second away
            #expect(runRunLoop(until: { dataSource.elapsedReads > reads }))  // the timer's refreshTime
            player.playPauseButton.sendActions(for: .touchUpInside)
            #expect(!player.isPlaying)
            #expect(timer?.isValid == false)
        }

        @Test func skipGetsSenderAndEvent() {
            let player = makePlayer(PlayerDataSource())
            var skips: [(TimeInterval, UIButton)] = []
            player.onSkip = { skips.append(($0, $1)) }
            player.skipForwardButton.sendActions(for: .touchUpInside)
            #expect(skips.count == 1)
            #expect(skips.first?.0 == 30)
            #expect(skips.first?.1 === player.skipForwardButton)
        }

        @Test func tapOpensTheFullPlayer() {
            let player = makePlayer(PlayerDataSource())
            var opened = 0
            player.openFullPlayer = { opened += 1 }
            #expect(player.openTapRecognizer.trellis.recognize())
            #expect(opened == 1)
        }

        @Test func snapshot() {
            assertSnapshot(of: makePlayer(PlayerDataSource()), as: .image, named: "episode")
            assertSnapshot(of: makePlayer(LiveStreamDataSource()), as: .image, named: "live")
        }
    }
}
