// #define noDisableVerticalScrollTag 836913
// #define noDisableHorizontalScrollTag 836914

/// `noDisableVerticalScrollTag`: a scroll view with this tag keeps its vertical indicator visible.
public let noDisableVerticalScrollTag = 836913

/// `noDisableHorizontalScrollTag`: a scroll view with this tag keeps its horizontal indicator visible.
public let noDisableHorizontalScrollTag = 836914
