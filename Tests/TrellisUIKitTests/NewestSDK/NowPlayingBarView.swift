#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

/// A "now playing" bar written as an app targeting iOS 15 and built with
/// the iOS 26 SDK writes it: Liquid Glass and iOS 17's trait registration
/// behind `#available`, the older look in the `else` branches. On Linux
/// every `#available(iOS N, *)` is true, so the newest branches run.
final class NowPlayingBarView: UIView {
    let artworkView = UIImageView(image: UIImage(systemName: "music.note"))
    let titleLabel = UILabel()
    let playButton = UIButton(type: .system)
    let nextButton = UIButton(type: .system)
    private let background: UIVisualEffectView
    private(set) var usesLiquidGlass = false
    private(set) var styleChanges = 0

    override init(frame: CGRect) {
        if #available(iOS 26, *) {
            background = UIVisualEffectView(effect: UIGlassEffect())
        } else {
            background = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        }
        super.init(frame: frame)

        if #available(iOS 26, *) {
            usesLiquidGlass = true
            var play = UIButton.Configuration.prominentGlass()
            play.title = "Play"
            playButton.configuration = play
            var next = UIButton.Configuration.glass()
            next.title = "Next"
            nextButton.configuration = next
            background.cornerConfiguration = .capsule()
        } else {
            var play = UIButton.Configuration.filled()
            play.title = "Play"
            play.cornerStyle = .capsule
            playButton.configuration = play
            var next = UIButton.Configuration.gray()
            next.title = "Next"
            next.cornerStyle = .capsule
            nextButton.configuration = next
            background.layer.cornerRadius = 28
            background.clipsToBounds = true
        }

        titleLabel.text = "Auto Layout on Linux"
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        artworkView.tintColor = .systemPink
        artworkView.setContentHuggingPriority(.required, for: .horizontal)

        let stack = UIStackView(arrangedSubviews: [artworkView, titleLabel, playButton, nextButton])
        stack.spacing = 8
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        background.translatesAutoresizingMaskIntoConstraints = false
        addSubview(background)
        background.contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            background.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            background.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            background.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            background.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
            stack.topAnchor.constraint(equalTo: background.contentView.topAnchor, constant: 10),
            stack.leadingAnchor.constraint(equalTo: background.contentView.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: background.contentView.trailingAnchor, constant: -10),
            stack.bottomAnchor.constraint(equalTo: background.contentView.bottomAnchor, constant: -10),
        ])

        if #available(iOS 17, *) {
            registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, _: UITraitCollection) in
                self.styleChanges += 1
            }
            artworkView.addSymbolEffect(.pulse.byLayer, options: .repeating)
            playButton.hoverStyle = UIHoverStyle(shape: .capsule)
        }
        if #available(iOS 18, *) {
            artworkView.addSymbolEffect(.wiggle.clockwise, options: .repeat(.periodic(delay: 2)))
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func showNextTrack(_ image: UIImage) {
        if #available(iOS 17, *) {
            artworkView.setSymbolImage(image, contentTransition: .replace.downUp)
        } else {
            artworkView.image = image
        }
    }
}
