import Foundation

/// ViewTree's `UIActivityViewController`: the share sheet, presented with `present(_:animated:completion:)`.
///
/// It offers the system activities (minus `excludedActivityTypes`) after the app's own (`applicationActivities`),
/// as `availableActivityTypes` lists them. A test plays the user: `perform(_:)` picks an activity, and
/// `cancelSharing()` closes the sheet; either dismisses it, then calls `completionWithItemsHandler` with
/// what UIKit passes (the activity type and whether it completed; nil and `false` when cancelled). Copying
/// (`.copyToPasteboard`) really copies: the strings, URLs and images among the items go to the world's
/// pasteboard. An app activity runs through its `prepare(withActivityItems:)` and `perform()`.
///
/// On a pad the sheet is a popover, as an action sheet is: presenting it without a source is rejected
/// (UIKit raises).
open class ActivityViewController: ViewController {
    /// `UIActivity.ActivityType` (see `Activity.ActivityType`).
    public typealias ActivityType = Activity.ActivityType

    /// The signature of `completionWithItemsHandler`: the activity (nil when cancelled), whether it completed,
    /// the items it returned, and its error.
    public typealias CompletionWithItemsHandler = (ActivityType?, Bool, [Any]?, Error?) -> Void

    /// The system activities offered, in the order the sheet lists them (ours: the share sheet's usual order on
    /// iOS 13–16 — AirDrop and Messages and Mail first, then the actions; the real order depends on the items and
    /// the apps installed, which ViewTree has not).
    public static let systemActivityTypes: [ActivityType] = [
        .airDrop, .message, .mail, .copyToPasteboard, .assignToContact, .saveToCameraRoll, .print,
        .addToReadingList, .markupAsPDF, .openInIBooks,
    ]

    /// What is shared.
    public let activityItems: [Any]
    /// The app's own activities, listed before the system's.
    public let applicationActivities: [Activity]?
    /// `excludedActivityTypes`: system activities not to offer.
    public var excludedActivityTypes: [ActivityType]?
    /// `completionWithItemsHandler` (iOS 8): called once the sheet is dismissed.
    public var completionWithItemsHandler: CompletionWithItemsHandler?
    /// `allowsProminentActivity` (iOS 17): whether the sheet may feature one activity prominently (an app's
    /// `UIActivity` with `.prominent` category). Default `true` (UIActivityViewController documentation). Kept.
    public var allowsProminentActivity = true

    /// `init(activityItems:applicationActivities:)`.
    public init(activityItems: [Any], applicationActivities: [Activity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
    }

    /// `initWithCoder:` (required by `ViewController`): nothing to share.
    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = nil
        super.init(coder: coder)
    }

    /// The activities the sheet offers: the app's own that can act on the items, then the system's not excluded.
    public var availableActivityTypes: [ActivityType] {
        let placeholders = placeholderItems
        let own = (applicationActivities ?? []).filter { $0.canPerform(withActivityItems: placeholders) }
            .map(\.activityType)
        let excluded = Set(excludedActivityTypes ?? [])
        return own + ActivityViewController.systemActivityTypes.filter { !excluded.contains($0) }
    }

    // MARK: What the user does

    /// The user picked `type`: the sheet is dismissed and the handler told that `type` completed. A type the sheet
    /// does not offer is rejected with a diagnostic.
    public func perform(_ type: ActivityType) {
        guard availableActivityTypes.contains(type) else {
            report(.invalidValue, "perform: the sheet does not offer \(type.rawValue) (excluded, or no such activity); nothing done")
            return
        }
        if let activity = applicationActivities?.first(where: { $0.activityType == type }) {
            activity.prepare(withActivityItems: items(for: type))
            activity.finish = { [weak self] completed in self?.finish(type, completed: completed) }
            activity.perform()
            return
        }
        if type == .copyToPasteboard { copyItems(items(for: type)) }
        finish(type, completed: true)
    }

    /// The user closed the sheet: it is dismissed and the handler told nothing completed.
    public func cancelSharing() { finish(nil, completed: false) }

    private func finish(_ type: ActivityType?, completed: Bool) {
        let handler = completionWithItemsHandler
        let done: () -> Void = { handler?(type, completed, nil, nil) }
        if presentingViewController != nil {
            dismiss(animated: true, completion: done)
        } else {
            done()
        }
    }

    // MARK: Item sources

    /// The items as the sheet first sees them: each `ActivityItemSource` replaced by its
    /// `activityViewControllerPlaceholderItem(_:)` (UIKit asks it "to determine data type"; app activities'
    /// `canPerform(withActivityItems:)` get these), other items as given.
    public var placeholderItems: [Any] {
        activityItems.map { item in
            guard let source = item as? ActivityItemSource else { return item }
            return source.activityViewControllerPlaceholderItem(self)
        }
    }

    /// The items an activity of `type` acts on: each `ActivityItemSource` replaced by its
    /// `activityViewController(_:itemForActivityType:)` answer (a source answering `nil` is left out, as UIKit
    /// leaves out an item "you do not want to provide … for the specified activity type"), other items as given.
    public func items(for type: ActivityType?) -> [Any] {
        activityItems.compactMap { item in
            guard let source = item as? ActivityItemSource else { return item }
            return source.activityViewController(self, itemForActivityType: type)
        }
    }

    /// The subject an activity of `type` gets (Mail's subject line): the first non-empty answer of the item
    /// sources' `activityViewController(_:subjectForActivityType:)`, `nil` when none gives one.
    public func subject(for type: ActivityType?) -> String? {
        for case let source as ActivityItemSource in activityItems {
            let subject = source.activityViewController(self, subjectForActivityType: type)
            if !subject.isEmpty { return subject }
        }
        return nil
    }

    /// Copy: the strings, URLs and images among `items`, one pasteboard item each, in order.
    private func copyItems(_ items: [Any]) {
        guard let pasteboard = (simulation ?? Simulation.current)?.pasteboard else { return }
        pasteboard.items = items.compactMap { item -> [String: Any]? in
            switch item {
            case let string as String: return [Pasteboard.stringType: string]
            case let url as URL: return [Pasteboard.urlType: url]
            case let image as Image: return [Pasteboard.imageType: image]
            default: return nil
            }
        }
    }
}

/// `UIActivityItemSource`: an object that gives the share sheet its item when an activity is chosen, instead of
/// the item itself (put the source among `activityItems`). The sheet asks the placeholder first, then the item
/// for the chosen activity type, and the subject for activities with a subject field (`subject(for:)`).
public protocol ActivityItemSource: AnyObject {
    /// `activityViewControllerPlaceholderItem(_:)`: an object of the item's kind, standing for it until an
    /// activity is chosen. Required.
    func activityViewControllerPlaceholderItem(_ activityViewController: ActivityViewController) -> Any
    /// `activityViewController(_:itemForActivityType:)`: the item for `activityType`, `nil` for none. Required.
    func activityViewController(_ activityViewController: ActivityViewController,
                                itemForActivityType activityType: ActivityViewController.ActivityType?) -> Any?
    /// `activityViewController(_:subjectForActivityType:)`: the subject; optional (default empty: none).
    func activityViewController(_ activityViewController: ActivityViewController,
                                subjectForActivityType activityType: ActivityViewController.ActivityType?) -> String
    /// `activityViewController(_:dataTypeIdentifierForActivityType:)`: the item's UTI; optional (default empty).
    func activityViewController(_ activityViewController: ActivityViewController,
                                dataTypeIdentifierForActivityType activityType: ActivityViewController.ActivityType?) -> String
    /// `activityViewController(_:thumbnailImageForActivityType:suggestedSize:)`: a preview image; optional
    /// (default `nil`).
    func activityViewController(_ activityViewController: ActivityViewController,
                                thumbnailImageForActivityType activityType: ActivityViewController.ActivityType?,
                                suggestedSize size: CGSize) -> Image?
}

extension ActivityItemSource {
    /// Without the method: no subject.
    public func activityViewController(_ activityViewController: ActivityViewController,
                                       subjectForActivityType activityType: ActivityViewController.ActivityType?) -> String { "" }
    /// Without the method: no type identifier.
    public func activityViewController(_ activityViewController: ActivityViewController,
                                       dataTypeIdentifierForActivityType activityType: ActivityViewController.ActivityType?) -> String { "" }
    /// Without the method: no thumbnail.
    public func activityViewController(_ activityViewController: ActivityViewController,
                                       thumbnailImageForActivityType activityType: ActivityViewController.ActivityType?,
                                       suggestedSize size: CGSize) -> Image? { nil }
}

/// `UIActivity`: an app's own entry in the share sheet. Subclass it and override what UIKit asks for.
open class Activity {
    /// `UIActivity.Category`.
    public enum Category: Int, Sendable {
        /// An action (Copy, Print, …).
        case action = 0
        /// A destination (Messages, Mail, …).
        case share = 1
    }

    /// `activityCategory` (class property in UIKit); default `.action`.
    open class var activityCategory: Category { .action }
    /// `activityType`: the identifier; default the class's name, as UIKit's default.
    open var activityType: ActivityType { ActivityType(String(describing: type(of: self))) }
    /// `activityTitle`: the sheet's label for it.
    open var activityTitle: String? { nil }
    /// `activityImage`.
    open var activityImage: Image? { nil }

    /// Set by the sheet while the activity runs: tells it the activity finished.
    var finish: ((Bool) -> Void)?

    /// `init()`.
    public init() {}

    /// `canPerform(withActivityItems:)`: whether it is offered for these items; default `false`, as UIKit's.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// `prepare(withActivityItems:)`: called before `perform()`.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// `perform()`: does the work, then calls `activityDidFinish(_:)`. The default finishes at once, not completed
    /// (UIKit's default does nothing; an activity that never finishes would leave the sheet up).
    open func perform() { activityDidFinish(false) }
    /// `activityDidFinish(_:)`: the activity is done; the sheet is dismissed and told whether it completed.
    public func activityDidFinish(_ completed: Bool) {
        let finish = self.finish
        self.finish = nil
        finish?(completed)
    }
}

extension Activity {
    /// `UIActivity.ActivityType`, with UIKit's raw values (`"com.apple.UIKit.activity.Mail"`, …).
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        /// The identifier.
        public let rawValue: String
        /// A type from its identifier (an app's own activities use their bundle's reverse-DNS names).
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A type from its identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        private static func system(_ name: String) -> ActivityType { ActivityType("com.apple.UIKit.activity." + name) }

        /// AirDrop.
        public static let airDrop = system("AirDrop")
        /// Messages.
        public static let message = system("Message")
        /// Mail.
        public static let mail = system("Mail")
        /// Print.
        public static let print = system("Print")
        /// Copy.
        public static let copyToPasteboard = system("CopyToPasteboard")
        /// Assign to Contact.
        public static let assignToContact = system("AssignToContact")
        /// Save Image.
        public static let saveToCameraRoll = system("SaveToCameraRoll")
        /// Add to Reading List.
        public static let addToReadingList = system("AddToReadingList")
        /// Open in Books.
        public static let openInIBooks = system("OpenInIBooks")
        /// Markup as PDF (iOS 11).
        public static let markupAsPDF = system("MarkupAsPDF")
        /// Facebook (deprecated in iOS 11, still declared).
        public static let postToFacebook = system("PostToFacebook")
        /// Twitter (deprecated in iOS 11, still declared).
        public static let postToTwitter = system("PostToTwitter")
        /// Weibo.
        public static let postToWeibo = system("PostToWeibo")
        /// Tencent Weibo.
        public static let postToTencentWeibo = system("TencentWeibo")
        /// Flickr.
        public static let postToFlickr = system("PostToFlickr")
        /// Vimeo.
        public static let postToVimeo = system("PostToVimeo")
    }
}
