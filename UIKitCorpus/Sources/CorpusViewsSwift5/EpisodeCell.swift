#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

@objc public protocol EpisodeCellDelegate: NSObjectProtocol {
    func episodeCellDidTapPlay(_ cell: EpisodeCell)
    @objc optional func episodeCellDidTapDownload(_ cell: EpisodeCell)
    @objc optional func episodeCell(_ cell: EpisodeCell, didFinishDownloadWith progress: Double)
}

/// An episode in a podcast's list: artwork, title, date and duration, a
/// play button and a download button that shows progress while the
/// episode downloads (polled from the download manager twice a second).
public class EpisodeCell: UICollectionViewCell {
    public static let reuseIdentifier = "EpisodeCell"
    static let progressRefreshInterval: TimeInterval = 0.5

    public weak var delegate: EpisodeCellDelegate?

    /// The download manager's progress for this episode, 0 to 1.
    public var downloadProgress: (() -> Double)?

    public let artworkView = UIImageView()
    public let titleLabel = UILabel()
    public let detailLabel = UILabel()
    public let playButton = UIButton(type: .custom)
    public let downloadButton = UIButton(type: .custom)
    public let progressView = UIProgressView(progressViewStyle: .default)

    public private(set) var progressTimer: Timer?

    override public init(frame: CGRect) {
        super.init(frame: frame)
        setupViews()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setupViews()
    }

    deinit {
        progressTimer?.invalidate()
    }

    override public func prepareForReuse() {
        super.prepareForReuse()
        stopProgressUpdates()
        delegate = nil
        downloadProgress = nil
    }

    public func populate(title: String, date: String, duration: String) {
        titleLabel.text = title
        detailLabel.text = "\(date) • \(duration)"
        accessibilityLabel = "\(title), \(date), \(duration)"
    }

    private func setupViews() {
        artworkView.translatesAutoresizingMaskIntoConstraints = false
        artworkView.backgroundColor = .systemPurple
        artworkView.layer.cornerRadius = 6
        artworkView.clipsToBounds = true

        titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        titleLabel.numberOfLines = 2
        detailLabel.font = UIFont.preferredFont(forTextStyle: .caption1)
        detailLabel.textColor = UIColor.secondaryLabel

        playButton.setImage(UIImage(systemName: "play.circle.fill"), for: .normal)
        playButton.tintColor = UIColor.systemRed
        playButton.addTarget(self, action: #selector(playTapped), for: .touchUpInside)

        downloadButton.setImage(UIImage(systemName: "arrow.down.circle"), for: .normal)
        downloadButton.tintColor = UIColor.secondaryLabel
        downloadButton.addTarget(self, action: #selector(downloadTapped(_:)), for: .touchUpInside)

        progressView.isHidden = true

        let textStack = UIStackView(arrangedSubviews: [titleLabel, detailLabel, progressView])
        textStack.axis = .vertical
        textStack.spacing = 4
        textStack.translatesAutoresizingMaskIntoConstraints = false

        let buttonStack = UIStackView(arrangedSubviews: [downloadButton, playButton])
        buttonStack.spacing = 8
        buttonStack.translatesAutoresizingMaskIntoConstraints = false
        buttonStack.setContentCompressionResistancePriority(.required, for: .horizontal)

        contentView.addSubview(artworkView)
        contentView.addSubview(textStack)
        contentView.addSubview(buttonStack)

        // The artwork sets the row's height unless the title needs more.
        let artworkBottom = artworkView.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor)
        artworkBottom.priority = .defaultLow

        NSLayoutConstraint.activate([
            artworkBottom,
            artworkView.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            artworkView.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            artworkView.bottomAnchor.constraint(lessThanOrEqualTo: contentView.layoutMarginsGuide.bottomAnchor),
            artworkView.widthAnchor.constraint(equalToConstant: 56),
            artworkView.heightAnchor.constraint(equalTo: artworkView.widthAnchor),

            textStack.leadingAnchor.constraint(equalTo: artworkView.trailingAnchor, constant: 12),
            textStack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            textStack.bottomAnchor.constraint(lessThanOrEqualTo: contentView.layoutMarginsGuide.bottomAnchor),

            buttonStack.leadingAnchor.constraint(equalTo: textStack.trailingAnchor, constant: 12),
            buttonStack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            buttonStack.centerYAnchor.constraint(equalTo: artworkView.centerYAnchor),
            playButton.widthAnchor.constraint(equalToConstant: 32),
            playButton.heightAnchor.constraint(equalToConstant: 32),
            downloadButton.widthAnchor.constraint(equalToConstant: 32),
            downloadButton.heightAnchor.constraint(equalToConstant: 32),
        ])
    }

    // MARK: - Download progress

    public func startProgressUpdates() {
        stopProgressUpdates()
        progressView.isHidden = false
        progressView.progress = 0
        progressTimer = Timer.scheduledTimer(timeInterval: EpisodeCell.progressRefreshInterval, target: self,
                                             selector: #selector(refreshProgress(_:)), userInfo: nil, repeats: true)
    }

    public func stopProgressUpdates() {
        progressTimer?.invalidate()
        progressTimer = nil
    }

    @objc private func refreshProgress(_ timer: Timer) {
        guard timer === progressTimer, let progress = downloadProgress?() else { return }
        progressView.setProgress(Float(progress), animated: true)
        if progress >= 1 {
            stopProgressUpdates()
            progressView.isHidden = true
            downloadButton.setImage(UIImage(systemName: "checkmark.circle.fill"), for: .normal)
            delegate?.episodeCell?(self, didFinishDownloadWith: progress)
        }
    }

    // MARK: - Actions

    @objc private func playTapped() {
        delegate?.episodeCellDidTapPlay(self)
    }

    @objc private func downloadTapped(_ sender: UIButton) {
        if delegate?.responds(to: #selector(EpisodeCellDelegate.episodeCellDidTapDownload(_:))) == true {
            delegate?.episodeCellDidTapDownload?(self)
            startProgressUpdates()
        }
    }
}
