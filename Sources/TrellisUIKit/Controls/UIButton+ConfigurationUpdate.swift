import Layout

// How a configured button is brought up to date and drawn: the update
// cycle UIKit runs (`setNeedsUpdateConfiguration()` → `updateConfiguration()`
// → `configurationUpdateHandler`), at once here rather than before the next
// layout, and the configuration turned into what Trellis's `Button` draws.

extension UIButton {
    /// A new configuration: drawn, then updated, unless an update set it
    /// (the handler's own assignment must not start another update).
    func configurationDidChange() {
        applyConfiguration()
        if !isUpdatingConfiguration { runConfigurationUpdate() }
    }

    /// `updateConfiguration()`, then the handler (UIKit calls the handler
    /// after `updateConfiguration()`); nothing for a classic button.
    func runConfigurationUpdate() {
        guard !isUpdatingConfiguration, configuration != nil || configurationUpdateHandler != nil else { return }
        isUpdatingConfiguration = true
        defer { isUpdatingConfiguration = false }
        updateConfiguration()
        configurationUpdateHandler?(self)
    }

    /// What `updateConfiguration()` does unless overridden: the
    /// configuration `updated(for:)` the button's state.
    func applyDefaultConfigurationUpdate() {
        guard automaticallyUpdatesConfiguration, let configuration else { return }
        let updated = configuration.updated(for: self)
        if updated != configuration { self.configuration = updated }
    }

    /// Draws the configuration: the title (and subtitle, a second line),
    /// its colour, the background's fill, corners and stroke, glass, and
    /// the content insets.
    func applyConfiguration() {
        guard let configuration else { return }
        let tint: UIColor = tintColor ?? .systemBlue
        let base = configuration.baseBackgroundColor ?? tint
        let (foreground, fill): (UIColor, UIColor?)
        switch configuration.style {
        case .plain: (foreground, fill) = (tint, nil)
        case .tinted: (foreground, fill) = (tint, configuration.baseBackgroundColor ?? tint.withAlphaComponent(0.15))
        case .gray: (foreground, fill) = (tint, configuration.baseBackgroundColor ?? .secondarySystemFill)
        case .filled: (foreground, fill) = (.white, base)
        case .glass: (foreground, fill) = (tint, GlassMaterial(isClear: false, tint: configuration.baseBackgroundColor).fill)
        case .clearGlass: (foreground, fill) = (tint, GlassMaterial(isClear: true, tint: configuration.baseBackgroundColor).fill)
        case .prominentGlass: (foreground, fill) = (.white, GlassMaterial(isClear: false, tint: base).fill)
        case .prominentClearGlass: (foreground, fill) = (.white, GlassMaterial(isClear: true, tint: base).fill)
        }
        let background = configuration.background
        applyConfigurationTitle(configuration, color: configuration.baseForegroundColor ?? foreground)
        backgroundColor = background.backgroundColor.map { background.resolvedBackgroundColor(for: $0) }
            ?? effectFill(background.visualEffect) ?? fill
        node.cornerRadius = configuration.cornerRadius
        let strokeWidth = background.strokeColor == nil ? 0 : Double(background.strokeWidth)
        if strokeWidth > 0, let stroke = background.strokeColor {
            node.borderWidth = strokeWidth
            node.borderColor = resolvedColor(background.resolvedStrokeColor(for: stroke), with: traitCollection)
        } else if configuration.isGlass {
            node.borderWidth = Double(GlassMaterial.borderWidth)
            node.borderColor = resolvedColor(GlassMaterial.border, with: traitCollection)
        } else {
            node.borderWidth = 0
            node.borderColor = nil
        }
        let insets = configuration.contentInsets
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        contentEdgeInsets = UIEdgeInsets(top: insets.top, left: rightToLeft ? insets.trailing : insets.leading,
                                         bottom: insets.bottom, right: rightToLeft ? insets.leading : insets.trailing)
    }

    /// The background's effect as a fill: a blur's tint, glass's material.
    private func effectFill(_ effect: UIVisualEffect?) -> UIColor? {
        switch effect {
        case let blur as UIBlurEffect: return blur.tint
        case let glass as UIGlassEffect: return glass.material.fill
        default: return nil
        }
    }

    /// The title and subtitle as one text of two lines: plain strings in
    /// the title label's font, or, when either carries attributes (or a
    /// transformer gives them some), an attributed title.
    private func applyConfigurationTitle(_ configuration: Configuration, color: UIColor) {
        let title = transformed(configuration.attributedTitle, configuration.titleTextAttributesTransformer)
        let subtitle = transformed(configuration.attributedSubtitle, configuration.subtitleTextAttributesTransformer)
        let parts = [title, subtitle].compactMap { $0 }
        let plain = parts.map { String($0.characters) }.joined(separator: "\n")
        let isPlain = parts.allSatisfy { $0 == AttributedString(String($0.characters)) }
        button.titleLabel?.numberOfLines = subtitle == nil ? 1 : 0
        setTitleColor(color, for: .normal)
        // Kept apart from the state titles the app set (`setTitle(_:for:)`),
        // which win over it: see UIButton's `drawnTitle`.
        if parts.isEmpty {
            configurationTitle = nil
        } else if isPlain {
            configurationTitle = (plain, nil)
        } else {
            var joined = AttributedString()
            for (index, part) in parts.enumerated() {
                if index > 0 { joined += AttributedString("\n") }
                joined += part
            }
            configurationTitle = (plain, NSAttributedString(joined))
        }
        updateTitle()
    }

    private func transformed(
        _ text: AttributedString?, _ transformer: UIConfigurationTextAttributesTransformer?
    ) -> AttributedString? {
        guard var text, let transformer else { return text }
        // Each run's attributes go through the transformer, as UIKit passes the incoming attributes.
        let runs = text.runs.map { ($0.range, $0.attributes) }
        for (range, attributes) in runs { text[range].setAttributes(transformer(attributes)) }
        return text
    }
}
