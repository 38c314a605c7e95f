import Foundation
import ViewTree

/// `UIDocumentPickerViewController` (iOS 8; iOS 14's initialisers): ViewTree's `DocumentPickerViewController`.
public typealias UIDocumentPickerViewController = DocumentPickerViewController
/// `UIDocumentPickerDelegate`: ViewTree's `DocumentPickerDelegate`.
public typealias UIDocumentPickerDelegate = DocumentPickerDelegate
/// `UIDocumentPickerMode` (deprecated in iOS 14): ViewTree's `DocumentPickerViewController.Mode`.
public typealias UIDocumentPickerMode = DocumentPickerViewController.Mode

extension DocumentPickerViewController {
    /// `init(forOpeningContentTypes:asCopy:)` (iOS 14): opens (or, `asCopy`, imports) documents of `contentTypes`.
    public convenience init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool) {
        self.init(forOpeningContentTypeIdentifiers: contentTypes.map(\.identifier), asCopy: asCopy)
    }

    /// `init(forOpeningContentTypes:)` (iOS 14): `init(forOpeningContentTypes:asCopy: false)`.
    public convenience init(forOpeningContentTypes contentTypes: [UTType]) {
        self.init(forOpeningContentTypes: contentTypes, asCopy: false)
    }
}
