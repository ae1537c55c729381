import Layout

/// Attributed text in scene files: a label's `runs` (or a button's), each
/// a string (the label's font and colour) or a mapping of its text and
/// attributes, and `paragraph`, NSParagraphStyle's keys (docs/scenes.md,
/// "Attributed text"). A list rather than inline markup: every value is
/// YAML's own (no escaping rules of a second syntax), and every error has
/// its line and column.
extension SceneParser {
    static let runKeys = ["text", "font", "color", "background", "kern", "baselineOffset", "underline", "strikethrough",
                          "underlineColor", "strikethroughColor", "link"]
    static let paragraphKeys = ["lineSpacing", "lineHeightMultiple", "minimumLineHeight", "maximumLineHeight",
                                "paragraphSpacing", "paragraphSpacingBefore", "firstLineHeadIndent", "headIndent",
                                "tailIndent", "alignment", "lineBreak"]

    /// The setter of a label's (or button's) attributed text: `runs` and
    /// `paragraph` together (a `paragraph` without `runs` styles `text`).
    func attributedTextSetter(runs runsValue: YAMLValue?, paragraph paragraphValue: YAMLValue?, text: YAMLValue?,
                              textKey: String) throws(LocatedError) -> @Sendable (View) -> Void {
        if let runsValue, let text {
            throw runsValue.fail("\"runs\" gives the \(textKey) in pieces: expected either \"\(textKey)\" or \"runs\", not both (\"\(textKey)\" is at \(text.location.line):\(text.location.column))")
        }
        var runs: [AttributedText.Run]
        if let runsValue {
            runs = try self.runs(runsValue)
        } else {
            runs = [AttributedText.Run(try text?.string("the \(textKey) (a string)") ?? "")]
        }
        let paragraph = try paragraphValue.map { value throws(LocatedError) in try self.paragraph(value) } ?? ParagraphAttributes()
        let attributed = AttributedText(runs, paragraphStyle: paragraph)
        return { view in
            if let button = view as? Button { button.setTitle(attributed.string, for: .normal) }
            let label = (view as? Label) ?? (view as? Button)?.titleLabel
            label?.attributedText = attributed
        }
    }

    private func runs(_ value: YAMLValue) throws(LocatedError) -> [AttributedText.Run] {
        // The run's keys as the file writes them, and more: `{text, font, color, …}`.
        let runShape = value.words.keys(["text", "font", "color"]).dropLast() + ", …}"
        let items = try value.list("runs (strings, or \(runShape))")
        guard !items.isEmpty else { throw value.fail("expected at least one run, found an empty \(value.words.listNoun)") }
        var runs: [AttributedText.Run] = []
        for item in items {
            if case .scalar = item.node {
                runs.append(AttributedText.Run(try item.string("a run's text")))
                continue
            }
            let fields = try item.fields("a run", allowed: Self.runKeys)
            var attributes = TextAttributes()
            let text = try fields.required("text").string("a run's text")
            attributes.font = try fields["font"].map { v throws(LocatedError) in try font(v) }
            attributes.foregroundColor = try fields["color"].map { v throws(LocatedError) in try SceneValues.color(v) }
            attributes.backgroundColor = try fields["background"].map { v throws(LocatedError) in try SceneValues.color(v) }
            attributes.underlineColor = try fields["underlineColor"].map { v throws(LocatedError) in try SceneValues.color(v) }
            attributes.strikethroughColor = try fields["strikethroughColor"].map { v throws(LocatedError) in try SceneValues.color(v) }
            attributes.kern = try fields["kern"]?.constant("a kern (points after each character)") ?? 0
            attributes.baselineOffset = try fields["baselineOffset"]?.constant("a baseline offset (points up)") ?? 0
            attributes.underlineStyle = try fields["underline"].map { v throws(LocatedError) in try lineStyle(v) }
            attributes.strikethroughStyle = try fields["strikethrough"].map { v throws(LocatedError) in try lineStyle(v) }
            attributes.link = try fields["link"]?.string("a link (a URL)")
            runs.append(AttributedText.Run(text, attributes))
        }
        return runs
    }

    private func lineStyle(_ value: YAMLValue) throws(LocatedError) -> TextAttributes.LineStyle {
        try value.choice("line style", TextAttributes.LineStyle.allCases.map { ($0.rawValue, $0) })
    }

    private func paragraph(_ value: YAMLValue) throws(LocatedError) -> ParagraphAttributes {
        let fields = try value.fields("paragraph", allowed: Self.paragraphKeys)
        var style = ParagraphAttributes()
        func points(_ key: String) throws(LocatedError) -> Double {
            try fields[key]?.points("\(key) in points", allowZero: true) ?? 0
        }
        style.lineSpacing = try points("lineSpacing")
        style.lineHeightMultiple = try fields["lineHeightMultiple"]?.points("a line height multiple", allowZero: true, maximum: 100) ?? 0
        style.minimumLineHeight = try points("minimumLineHeight")
        style.maximumLineHeight = try points("maximumLineHeight")
        style.paragraphSpacing = try points("paragraphSpacing")
        style.paragraphSpacingBefore = try points("paragraphSpacingBefore")
        style.firstLineHeadIndent = try points("firstLineHeadIndent")
        style.headIndent = try points("headIndent")
        style.tailIndent = try fields["tailIndent"]?.constant("tailIndent (points: from the leading edge if positive, else from the trailing edge)") ?? 0
        style.alignment = try fields["alignment"]?.choice("text alignment", TextAlignment.allCases.map { ($0.rawValue, $0) })
        style.lineBreakMode = try fields["lineBreak"]?.choice("line break mode", LineBreakMode.allCases.map { ($0.rawValue, $0) })
        return style
    }
}
