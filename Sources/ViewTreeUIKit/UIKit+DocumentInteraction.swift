import Foundation
import ViewTree

/// `UIDocumentInteractionController` (iOS 3.2): ViewTree's `DocumentInteractionController`.
public typealias UIDocumentInteractionController = DocumentInteractionController
/// `UIDocumentInteractionControllerDelegate`: ViewTree's `DocumentInteractionControllerDelegate`.
public typealias UIDocumentInteractionControllerDelegate = DocumentInteractionControllerDelegate
