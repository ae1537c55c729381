import Foundation
import Layout

/// The styles a date picker can take (UIKit's `UIDatePickerStyle`, iOS 13.4).
public enum UIDatePickerStyle: Int, Sendable {
    /// The system picks: compact, or wheels for a count-down timer or
    /// month and year (the modes compact does not show).
    case automatic = 0
    case wheels = 1
    case compact = 2
    case inline = 3
}

/// A date picker (UIKit's `UIDatePicker`): a date (or a time, or a
/// count-down duration) chosen by the user, kept within `minimumDate` and
/// `maximumDate`, `.valueChanged` sent when the user changes it (never
/// when the app sets it), as Apple documents. Drawn in the style
/// `datePickerStyle` resolves to: a compact pill with the formatted date
/// and time, an inline month calendar, or wheels (docs/uikit.md, "Date
/// pickers"; sizes in docs/uikit-numbers.md, "UIDatePicker"). The user's
/// pick is `picker.trellis.pick(_:)`: no wheel turns here.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// What the picker chooses (UIKit's `UIDatePicker.Mode`).
    public enum Mode: Int, Sendable {
        case time = 0
        case date = 1
        case dateAndTime = 2
        case countDownTimer = 3
        /// iOS 17.4: a month and a year, in wheels.
        case yearAndMonth = 4
    }

    open var datePickerMode: Mode = .dateAndTime { didSet { rebuild() } }
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic { didSet { rebuild() } }

    /// The style the picker is drawn in: the preferred one, with
    /// `.automatic` resolved to `.compact`, and `.wheels` for the modes
    /// only wheels show (a count-down timer, month and year), as Apple
    /// documents for `datePickerStyle`.
    open var datePickerStyle: UIDatePickerStyle {
        if datePickerMode == .countDownTimer || datePickerMode == .yearAndMonth { return .wheels }
        return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
    }

    /// The chosen date; the moment the picker was made until set. Read, it
    /// is within `minimumDate`…`maximumDate` when they are in order.
    open var date: Date {
        get { clamped(storedDate) }
        set { storedDate = newValue; rebuild() }
    }
    private var storedDate = Date()

    /// The earliest date the user can pick. Apple: when both bounds are set
    /// and the minimum is after the maximum, both are ignored.
    open var minimumDate: Date? { didSet { rebuild() } }
    open var maximumDate: Date? { didSet { rebuild() } }
    /// The locale that formats the date; nil is the user's (`Locale.current`).
    open var locale: Locale? { didSet { rebuild() } }
    open var calendar: Calendar! {
        get { ownCalendar ?? Calendar.current }
        set { ownCalendar = newValue; rebuild() }
    }
    private var ownCalendar: Calendar?
    /// The time zone the date is shown in; nil is the user's.
    open var timeZone: TimeZone? { didSet { rebuild() } }

    /// Minutes between the choices: Apple takes only values from 1 to 30
    /// that divide 60, and any other value as 1.
    open var minuteInterval: Int {
        get { storedMinuteInterval }
        set { storedMinuteInterval = (1...30).contains(newValue) && 60 % newValue == 0 ? newValue : 1; rebuild() }
    }
    private var storedMinuteInterval = 1
    open var roundsToMinuteInterval = true

    /// A count-down timer's duration in seconds, from 0 to 23 hours 59
    /// minutes (Apple's bound; beyond it, the bound).
    open var countDownDuration: TimeInterval {
        get { storedDuration }
        set { storedDuration = min(max(newValue, 0), DatePickerMetrics.longestCountDown); rebuild() }
    }
    private var storedDuration: TimeInterval = 0

    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    /// The date within the bounds (both ignored when out of order).
    func clamped(_ date: Date) -> Date {
        if let low = minimumDate, let high = maximumDate, low > high { return date }
        var result = date
        if let low = minimumDate, result < low { result = low }
        if let high = maximumDate, result > high { result = high }
        return result
    }

    /// The user picks `date`: kept within the bounds, and `.valueChanged`
    /// sent when it changed what the picker shows.
    func userPicked(_ newDate: Date) {
        let before = date
        storedDate = clamped(newDate)
        rebuild()
        if date != before { sendActions(for: .valueChanged) }
    }

    /// The user sets a count-down timer's duration.
    func userPicked(duration: TimeInterval) {
        let before = countDownDuration
        countDownDuration = duration
        if countDownDuration != before { sendActions(for: .valueChanged) }
    }

    // MARK: Drawing

    private var face: DatePickerFace?

    override func buildParts() { rebuild() }

    /// Makes the face again for the current style, mode and date.
    private func rebuild() {
        face?.removeFromSuperview()
        let made = DatePickerFace(picker: self)
        made.isUserInteractionEnabled = false
        addSubview(made)
        face = made
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        face?.frame = bounds
    }

    open override var intrinsicContentSize: CGSize { face?.naturalSize ?? .zero }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        rebuild()
    }

    /// The formatter for the picker's locale, calendar and time zone.
    func formatter(_ configure: (DateFormatter) -> Void) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale ?? Locale.current
        formatter.calendar = calendar
        formatter.timeZone = timeZone ?? TimeZone.current
        configure(formatter)
        return formatter
    }

    /// The calendar in the picker's time zone and locale.
    var pickerCalendar: Calendar {
        var result = calendar ?? Calendar.current
        result.timeZone = timeZone ?? TimeZone.current
        result.locale = locale ?? Locale.current
        return result
    }
}

/// `picker.trellis.pick(_:)`: what a user's turn of a wheel or tap on a day does.
extension TrellisView {
    /// Picks `date` in a date picker as the user would: the date is kept
    /// within the picker's bounds, and `.valueChanged` is sent when the
    /// shown date changed. On a view that is not a `UIDatePicker` nothing
    /// is picked and a layout issue says so (a snapshot of it fails).
    public func pick(_ date: Date) {
        guard let picker = datePicker(for: "pick(_:)") else { return }
        picker.userPicked(date)
    }

    /// Sets a count-down timer's duration as the user would (`.valueChanged`
    /// when it changed); on another view, a layout issue as for `pick(_:)`.
    public func pick(duration: TimeInterval) {
        guard let picker = datePicker(for: "pick(duration:)") else { return }
        picker.userPicked(duration: duration)
    }

    private func datePicker(for call: String) -> UIDatePicker? {
        if let picker = view as? UIDatePicker { return picker }
        view.node.recordLayoutIssue(.rejectedCall("\(call) is for a UIDatePicker, not \(Swift.type(of: view))", file: "", line: 0))
        return nil
    }
}
