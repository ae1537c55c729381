#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

@objc public protocol MiniPlayerViewDataSource: AnyObject {
    func currentEpisodeTitle(for miniPlayer: MiniPlayerView) -> String
    func elapsedTime(for miniPlayer: MiniPlayerView) -> TimeInterval
    @objc optional func episodeDuration(for miniPlayer: MiniPlayerView) -> TimeInterval
}

/// The mini player docked above the tab bar: the episode's title, its
/// elapsed time (refreshed every second while playing), play/pause and
/// skip forward. Tapping the bar opens the full player.
public class MiniPlayerView: UIView {
    public weak var dataSource: MiniPlayerViewDataSource?
    public var openFullPlayer: (() -> Void)?
    public var onSkip: ((TimeInterval, UIButton) -> Void)?

    public private(set) var isPlaying = false
    public private(set) var refreshTimer: Timer?

    let titleLabel = UILabel()
    let timeLabel = UILabel()
    public let playPauseButton = UIButton(type: .custom)
    public let skipForwardButton = UIButton(type: .custom)
    public private(set) var openTapRecognizer: UITapGestureRecognizer!

    static let skipInterval: TimeInterval = 30

    override public init(frame: CGRect) {
        super.init(frame: frame)
        setup()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        setup()
    }

    deinit {
        refreshTimer?.invalidate()
    }

    private func setup() {
        backgroundColor = .secondarySystemBackground
        titleLabel.font = .preferredFont(forTextStyle: .subheadline)
        timeLabel.font = .monospacedDigitSystemFont(ofSize: 12, weight: .medium)
        timeLabel.textColor = .secondaryLabel

        playPauseButton.setImage(UIImage(systemName: "play.fill"), for: .normal)
        playPauseButton.addTarget(self, action: #selector(togglePlayback(_:)), for: .touchUpInside)
        skipForwardButton.setImage(UIImage(systemName: "goforward.30"), for: .normal)
        skipForwardButton.addTarget(self, action: #selector(skipForward(_:forEvent:)), for: .touchUpInside)

        let labels = UIStackView(arrangedSubviews: [titleLabel, timeLabel])
        labels.axis = .vertical
        let row = UIStackView(arrangedSubviews: [labels, playPauseButton, skipForwardButton])
        row.spacing = 16
        row.alignment = .center
        row.translatesAutoresizingMaskIntoConstraints = false
        addSubview(row)

        let topBorder = UIView()
        topBorder.backgroundColor = .separator
        topBorder.translatesAutoresizingMaskIntoConstraints = false
        addSubview(topBorder)

        NSLayoutConstraint.activate([
            topBorder.topAnchor.constraint(equalTo: topAnchor),
            topBorder.leadingAnchor.constraint(equalTo: leadingAnchor),
            topBorder.trailingAnchor.constraint(equalTo: trailingAnchor),
            topBorder.heightAnchor.constraint(equalToConstant: 0.5),
            row.topAnchor.constraint(equalTo: topAnchor, constant: 10),
            row.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
            row.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            playPauseButton.widthAnchor.constraint(equalToConstant: 30),
            skipForwardButton.widthAnchor.constraint(equalToConstant: 30),
        ])

        openTapRecognizer = UITapGestureRecognizer(target: self, action: #selector(openTapped))
        addGestureRecognizer(openTapRecognizer)
    }

    public func reloadData() {
        guard let dataSource = dataSource else { return }
        titleLabel.text = dataSource.currentEpisodeTitle(for: self)
        let elapsed = Self.format(dataSource.elapsedTime(for: self))
        if let duration = dataSource.episodeDuration?(for: self) {
            timeLabel.text = "\(elapsed) / \(Self.format(duration))"
        } else {
            timeLabel.text = elapsed
        }
    }

    static func format(_ time: TimeInterval) -> String {
        let seconds = Int(time.rounded())
        return String(format: "%d:%02d", seconds / 60, seconds % 60)
    }

    // MARK: - Actions

    @objc(togglePlayback:)
    func togglePlayback(_ sender: UIButton) {
        isPlaying.toggle()
        sender.setImage(UIImage(systemName: isPlaying ? "pause.fill" : "play.fill"), for: .normal)
        if isPlaying {
            let timer = Timer(timeInterval: 1, target: self, selector: #selector(refreshTime), userInfo: nil, repeats: true)
            RunLoop.current.add(timer, forMode: .common)
            refreshTimer = timer
        } else {
            refreshTimer?.invalidate()
            refreshTimer = nil
        }
        reloadData()
    }

    @objc func skipForward(_ sender: UIButton, forEvent event: UIEvent) {
        onSkip?(MiniPlayerView.skipInterval, sender)
    }

    @objc private func refreshTime() {
        reloadData()
    }

    @objc private func openTapped() {
        openFullPlayer?()
    }
}
