import Foundation
import Layout
import Render
import Testing
import TrellisTestSupport
@testable import TrellisUIKit

/// What the seventh held-out corpus (docs/uikit.md, "Held-out corpus 7":
/// forms and text input) found missing, in the behaviour Apple documents:
/// the date picker (WordPress's scheduling screen makes an inline one).
@MainActor @Suite struct HeldOutCorpus7Tests {
    /// Each channel of two colours within `tolerance` (rounding of a blend).
    private func close(_ a: UInt32, _ b: UInt32, tolerance: Int = 2) -> Bool {
        [16, 8, 0].allSatisfy { abs(Int((a >> $0) & 0xFF) - Int((b >> $0) & 0xFF)) <= tolerance }
    }

    /// 29 November 2026, 09:41 in UTC (a Sunday: 1 November 2026 is one).
    private let day = Date(timeIntervalSince1970: 1_795_945_260)

    private func picker(_ mode: UIDatePicker.Mode, _ style: UIDatePickerStyle) -> UIDatePicker {
        let picker = UIDatePicker()
        picker.locale = Locale(identifier: "en_US")
        picker.timeZone = TimeZone(identifier: "UTC")
        var calendar = Calendar(identifier: .gregorian)
        calendar.firstWeekday = 1
        picker.calendar = calendar
        picker.datePickerMode = mode
        picker.preferredDatePickerStyle = style
        picker.date = day
        return picker
    }

    private func labels(in picker: UIDatePicker) -> [UILabel] {
        picker.subviews.flatMap(\.subviews).compactMap { $0 as? UILabel }
    }

    // MARK: Styles and modes

    /// Apple: `.automatic` lets the system choose; iOS chooses compact, and
    /// wheels for a count-down timer and for month and year, which compact
    /// and inline do not show (`datePickerStyle` is the style in use).
    @Test func automaticResolvesToCompactExceptForTheWheelsOnlyModes() {
        let picker = UIDatePicker()
        #expect(picker.datePickerMode == .dateAndTime)
        #expect(picker.preferredDatePickerStyle == .automatic)
        #expect(picker.datePickerStyle == .compact)
        picker.preferredDatePickerStyle = .inline
        #expect(picker.datePickerStyle == .inline)
        picker.datePickerMode = .countDownTimer
        #expect(picker.datePickerStyle == .wheels)
        picker.datePickerMode = .yearAndMonth
        #expect(picker.datePickerStyle == .wheels)
        #expect(UIDatePicker.Mode.countDownTimer.rawValue == 3)
        #expect(UIDatePickerStyle.inline.rawValue == 3)
    }

    // MARK: Date, bounds and actions

    /// Apple: the user cannot pick outside `minimumDate`…`maximumDate`;
    /// when the minimum is after the maximum both are ignored.
    @Test func theDateStaysWithinItsBoundsUnlessTheyAreOutOfOrder() {
        let picker = picker(.date, .compact)
        let week: TimeInterval = 7 * 86_400
        picker.minimumDate = day.addingTimeInterval(week)
        #expect(picker.date == day.addingTimeInterval(week))
        picker.minimumDate = nil
        picker.maximumDate = day.addingTimeInterval(-week)
        #expect(picker.date == day.addingTimeInterval(-week))
        picker.minimumDate = day.addingTimeInterval(week)
        #expect(picker.date == day)
    }

    /// Apple: `.valueChanged` is sent when the user changes the date, not
    /// when the app sets it. A pick the bounds turn into the shown date
    /// changes nothing and sends nothing.
    @Test func aUsersPickSendsValueChangedAndTheAppsDateDoesNot() {
        let picker = picker(.date, .inline)
        var sent: [Date] = []
        picker.addAction(UIAction { action in sent.append((action.sender as! UIDatePicker).date) }, for: .valueChanged)
        picker.date = day.addingTimeInterval(86_400)
        picker.setDate(day, animated: true)
        #expect(sent.isEmpty)
        picker.trellis.pick(day.addingTimeInterval(2 * 86_400))
        #expect(sent == [day.addingTimeInterval(2 * 86_400)])
        picker.maximumDate = day.addingTimeInterval(2 * 86_400)
        picker.trellis.pick(day.addingTimeInterval(30 * 86_400))
        #expect(sent.count == 1)
        #expect(picker.date == day.addingTimeInterval(2 * 86_400))
    }

    /// Apple: `minuteInterval` must divide 60 and lie in 1…30, else the
    /// default, 1, is used; `countDownDuration` is at most 23:59 (86,399 s).
    @Test func minuteIntervalAndCountDownKeepApplesRanges() {
        let picker = UIDatePicker()
        picker.minuteInterval = 15
        #expect(picker.minuteInterval == 15)
        picker.minuteInterval = 7
        #expect(picker.minuteInterval == 1)
        picker.minuteInterval = 60
        #expect(picker.minuteInterval == 1)
        picker.datePickerMode = .countDownTimer
        picker.countDownDuration = 100_000
        #expect(picker.countDownDuration == 86_399)
        picker.countDownDuration = -5
        #expect(picker.countDownDuration == 0)
        var changes = 0
        picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        picker.trellis.pick(duration: 90 * 60)
        picker.trellis.pick(duration: 90 * 60)
        #expect(picker.countDownDuration == 5_400)
        #expect(changes == 1)
    }

    // MARK: Drawing

    /// A compact date picker is a pill holding the date as the locale's
    /// medium style writes it, the pill 11 points wider than the text each
    /// side and 34 tall, filled with `tertiarySystemFill`
    /// (docs/uikit-numbers.md, "UIDatePicker").
    @Test func aCompactPickerIsAPillWithTheMediumDate() throws {
        let picker = picker(.date, .compact)
        let text = try #require(labels(in: picker).first)
        #expect(text.text == "Nov 29, 2026")
        let size = picker.intrinsicContentSize
        #expect(size.height == 34)
        #expect(size.width == (text.intrinsicContentSize.width + 22).rounded(.up))
        let host = UIView()
        host.backgroundColor = .white
        picker.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(picker)
        NSLayoutConstraint.activate([
            picker.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 10),
            picker.topAnchor.constraint(equalTo: host.topAnchor, constant: 10),
            host.heightAnchor.constraint(equalToConstant: 60),
        ])
        let at = try onePointPixels(host, width: 320, height: 60)
        // tertiarySystemFill (118, 118, 128 at 12 %) over white, inside the pill's left padding.
        #expect(close(at(14, 27), 0xEFEFF0))
        #expect(at(5, 27) == 0xFFFFFF)
        #expect(at(10 + Int(size.width) + 3, 27) == 0xFFFFFF)
    }

    /// Date and time compact: two pills, the date's then the time's, 6 apart.
    @Test func aCompactDateAndTimePickerHasTwoPills() {
        let picker = picker(.dateAndTime, .compact)
        let texts = labels(in: picker)
        #expect(texts.count == 2)
        #expect(texts.first?.text == "Nov 29, 2026")
        let widths = texts.map { ($0.intrinsicContentSize.width + 22).rounded(.up) }
        #expect(picker.intrinsicContentSize.width == widths[0] + 6 + widths[1])
    }

    /// An inline date picker is a month: the title, the weekdays from the
    /// calendar's first one, and the days in six week rows of 44 points;
    /// the chosen day sits in a circle of the tint. 29 November 2026 is a
    /// Sunday, the fifth week's first: column 0 of 7 in 320 − 2 × 16.
    @Test func anInlinePickerDrawsTheMonthWithTheChosenDayCircled() throws {
        let picker = picker(.date, .inline)
        let texts = labels(in: picker).compactMap(\.text)
        #expect(texts.first == "November 2026")
        #expect(Array(texts[1...7]) == ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"])
        #expect(texts.contains("30") && !texts.contains("31"))
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 44 + 20 + 6 * 44))
        let host = UIView()
        host.backgroundColor = .white
        picker.frame = CGRect(x: 0, y: 0, width: 320, height: 328)
        host.addSubview(picker)
        let at = try onePointPixels(host, width: 320, height: 328)
        // The day cell: x 16 … 57.1, y 44 + 20 + 4 × 44 = 240 … 284; its circle is 40 across,
        // centred (36.6, 262). Its top, above the digits: systemBlue at 12 % over white.
        #expect(close(at(36, 245), 0xE0EFFF))
        // The 28th (Saturday, the fourth week's last) has no circle.
        #expect(at(16 + Int(6.5 * 288 / 7), 201) == 0xFFFFFF)
    }

    /// WordPress pins an inline date-and-time picker to the top and sides
    /// of its screen: it takes the calendar's height plus the time row.
    @Test func anInlineDateAndTimePickerPinnedToTheTopTakesItsHeight() {
        let screen = UIView()
        let picker = picker(.dateAndTime, .inline)
        picker.translatesAutoresizingMaskIntoConstraints = false
        screen.addSubview(picker)
        NSLayoutConstraint.activate([
            picker.topAnchor.constraint(equalTo: screen.topAnchor),
            picker.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            picker.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
        ])
        screen.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        screen.layoutIfNeeded()
        let frame = picker.frame
        #expect(frame.width == 375)
        #expect(abs(frame.height - (328 + 44)) < 0.001)
        #expect(labels(in: picker).contains { $0.text == "Time" })
    }

    /// Wheels: 320 × 216, the chosen row in a band across the middle, its
    /// values in the locale's order (month, day, year in English).
    @Test func wheelsShowTheChosenRowInABandAcrossTheMiddle() throws {
        let picker = picker(.date, .wheels)
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
        let chosen = labels(in: picker).filter { $0.textColor == .label }.compactMap(\.text)
        #expect(chosen == ["November", "29", "2026"])
        let host = UIView()
        host.backgroundColor = .white
        picker.frame = CGRect(x: 0, y: 0, width: 320, height: 216)
        host.addSubview(picker)
        let at = try onePointPixels(host, width: 320, height: 216)
        #expect(close(at(10, 108), 0xEFEFF0))
        #expect(at(10, 20) == 0xFFFFFF)
        #expect(at(4, 108) == 0xFFFFFF)
    }

    // MARK: Segments of images

    /// Apple: `init(items:)` takes strings and images; an image segment's
    /// title is nil and `imageForSegment(at:)` gives its image back; a title
    /// set on it replaces the image. (Brave's segmented form accessory reads
    /// either one.)
    @Test func imageSegmentsKeepTheirImagesAndHaveNoTitle() {
        let image = UIImage()
        let control = UISegmentedControl(items: ["Day", image])
        #expect(control.numberOfSegments == 2)
        #expect(control.titleForSegment(at: 0) == "Day")
        #expect(control.imageForSegment(at: 0) == nil)
        #expect(control.titleForSegment(at: 1) == nil)
        #expect(control.imageForSegment(at: 1) === image)
        control.insertSegment(withTitle: "Week", at: 0, animated: false)
        #expect(control.imageForSegment(at: 2) === image)
        control.setTitle("Month", forSegmentAt: 2)
        #expect(control.imageForSegment(at: 2) == nil)
        #expect(control.titleForSegment(at: 2) == "Month")
        control.setImage(image, forSegmentAt: 0)
        #expect(control.titleForSegment(at: 0) == nil)
        control.removeSegment(at: 0, animated: false)
        #expect(control.titleForSegment(at: 0) == "Day")
        #expect(control.imageForSegment(at: 5) == nil)
    }

    // MARK: A control is its context menu's delegate

    /// Apple (iOS 14): `UIControl` adopts `UIContextMenuInteractionDelegate`
    /// and gives no menu unless a subclass does; a subclass overriding
    /// `willDisplayMenuFor` hears the menu open (Brave's toolbar buttons).
    @Test func aControlSubclassAnswersAndHearsItsContextMenu() throws {
        final class MenuButton: UIButton {
            var shown = 0
            override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                                 configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
                UIContextMenuConfiguration(actionProvider: { _ in UIMenu(title: "Tabs", children: [UIAction(title: "Close") { _ in }]) })
            }
            override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                                 willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                                 animator: (any UIContextMenuInteractionAnimating)?) {
                shown += 1
            }
        }
        let plain = UIButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        plain.addInteraction(UIContextMenuInteraction(delegate: plain))
        #expect(plain.trellis.contextMenu(at: CGPoint(x: 10, y: 10)) == nil)
        let button = MenuButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        button.addInteraction(UIContextMenuInteraction(delegate: button))
        let menu = try #require(button.trellis.contextMenu(at: CGPoint(x: 10, y: 10)))
        #expect(menu.title == "Tabs")
        #expect(button.shown == 1)
    }
}
