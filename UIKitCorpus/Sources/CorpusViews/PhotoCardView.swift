#if canImport(UIKit)
import UIKit
#else
import TrellisUIKit
#endif

@objc public protocol PhotoCardViewDelegate: AnyObject {
    @objc optional func photoCardViewDidTapPhoto(_ cardView: PhotoCardView)
    @objc optional func photoCardViewDidTapCaption(_ cardView: PhotoCardView)
    @objc optional func photoCardView(_ cardView: PhotoCardView, didDoubleTapAt point: CGPoint)
    @objc optional func photoCardViewDidLongPress(_ cardView: PhotoCardView)
    @objc optional func photoCardViewDidSwipeLeft(_ cardView: PhotoCardView)
    @objc optional func photoCardView(_ cardView: PhotoCardView, didDismissWithVelocity velocity: CGPoint)
}

/// A photo attachment with its caption, as a conversation shows it: tap
/// to open, double-tap to zoom, long-press for the menu, swipe left to
/// reply, and drag down to dismiss.
public final class PhotoCardView: UIView {
    public weak var delegate: PhotoCardViewDelegate?

    public let imageView = UIImageView()
    public let captionLabel = UILabel()

    public private(set) var tapGestureRecognizer: UITapGestureRecognizer!
    public private(set) var captionTapGestureRecognizer: UITapGestureRecognizer!
    public private(set) var doubleTapGestureRecognizer: UITapGestureRecognizer!
    public private(set) var longPressGestureRecognizer: UILongPressGestureRecognizer!
    public private(set) var swipeGestureRecognizer: UISwipeGestureRecognizer!
    public private(set) var panGestureRecognizer: UIPanGestureRecognizer!

    /// How far the card follows a drag before it is dismissed.
    private let dismissThreshold: CGFloat = 120
    private var imageHeightConstraint: NSLayoutConstraint!

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpViews()
        setUpGestureRecognizers()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setUpViews() {
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 18
        layer.masksToBounds = true

        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.contentMode = .scaleAspectFill
        imageView.backgroundColor = .systemTeal
        imageView.image = UIImage(systemName: "photo")
        imageView.tintColor = .white
        imageView.isUserInteractionEnabled = true
        addSubview(imageView)

        captionLabel.translatesAutoresizingMaskIntoConstraints = false
        captionLabel.font = .preferredFont(forTextStyle: .body)
        captionLabel.adjustsFontForContentSizeCategory = true
        captionLabel.numberOfLines = 0
        captionLabel.isUserInteractionEnabled = true
        addSubview(captionLabel)

        imageHeightConstraint = imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor, multiplier: 3.0 / 4.0)
        imageHeightConstraint.priority = .defaultHigh
        NSLayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: topAnchor),
            imageView.leadingAnchor.constraint(equalTo: leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: trailingAnchor),
            imageHeightConstraint,
            captionLabel.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 8),
            captionLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            captionLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            captionLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
        ])
    }

    private func setUpGestureRecognizers() {
        doubleTapGestureRecognizer = UITapGestureRecognizer(target: self, action: #selector(handleDoubleTap(_:)))
        doubleTapGestureRecognizer.numberOfTapsRequired = 2
        imageView.addGestureRecognizer(doubleTapGestureRecognizer)

        tapGestureRecognizer = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
        tapGestureRecognizer.require(toFail: doubleTapGestureRecognizer)
        imageView.addGestureRecognizer(tapGestureRecognizer)

        captionTapGestureRecognizer = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
        captionLabel.addGestureRecognizer(captionTapGestureRecognizer)

        longPressGestureRecognizer = UILongPressGestureRecognizer(target: self, action: #selector(handleLongPress(_:)))
        longPressGestureRecognizer.minimumPressDuration = 0.4
        addGestureRecognizer(longPressGestureRecognizer)

        swipeGestureRecognizer = UISwipeGestureRecognizer(target: self, action: #selector(handleSwipe(_:)))
        swipeGestureRecognizer.direction = .left
        addGestureRecognizer(swipeGestureRecognizer)

        panGestureRecognizer = UIPanGestureRecognizer()
        panGestureRecognizer.addTarget(self, action: #selector(handlePan(_:)))
        panGestureRecognizer.delegate = self
        addGestureRecognizer(panGestureRecognizer)
    }

    // MARK: - Gestures

    /// The dismissal drag starts only downwards, so horizontal swipes still
    /// reach the swipe recognizer. (UIView's method, which the delegate
    /// protocol's requirement of the same name also finds.)
    public override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let velocity = pan.velocity(in: self)
        return abs(velocity.y) > abs(velocity.x)
    }

    @objc private func handleTap(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        if recognizer.view === captionLabel {
            delegate?.photoCardViewDidTapCaption?(self)
        } else {
            delegate?.photoCardViewDidTapPhoto?(self)
        }
    }

    @objc private func handleDoubleTap(_ recognizer: UITapGestureRecognizer) {
        delegate?.photoCardView?(self, didDoubleTapAt: recognizer.location(in: imageView))
    }

    @objc private func handleLongPress(_ recognizer: UILongPressGestureRecognizer) {
        // A long press is continuous: the menu opens once, when it begins.
        guard recognizer.state == .began else { return }
        delegate?.photoCardViewDidLongPress?(self)
    }

    @objc private func handleSwipe(_ recognizer: UISwipeGestureRecognizer) {
        delegate?.photoCardViewDidSwipeLeft?(self)
    }

    @objc private func handlePan(_ recognizer: UIPanGestureRecognizer) {
        let translation = recognizer.translation(in: superview)
        switch recognizer.state {
        case .began, .changed:
            transform = CGAffineTransform(translationX: 0, y: max(0, translation.y))
        case .ended:
            let velocity = recognizer.velocity(in: superview)
            if translation.y > dismissThreshold || velocity.y > 1000 {
                delegate?.photoCardView?(self, didDismissWithVelocity: velocity)
            }
            transform = .identity
        default:
            transform = .identity
        }
    }
}

extension PhotoCardView: UIGestureRecognizerDelegate {}
