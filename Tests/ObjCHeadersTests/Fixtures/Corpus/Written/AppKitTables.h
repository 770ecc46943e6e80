// Written for MiniObjC's corpus in the style of macOS document windows: a table view data
// source and delegate with custom cell and row views, a collection view item and its flow
// layout delegate, stack views, menus and menu items, pasteboard reading and writing, and
// the text system's delegates (NSTextViewDelegate, NSTextFieldDelegate).
#import <Cocoa/Cocoa.h>

NS_ASSUME_NONNULL_BEGIN

@interface TrackCellView : NSTableCellView
@property (nullable, assign) IBOutlet NSTextField *textField;
@property (nullable, weak) IBOutlet NSTextField *durationField;
@property (nonatomic) NSTableViewRowSizeStyle rowSizeStyle;
@end

@interface TrackRowView : NSTableRowView
@property (getter=isEmphasized) BOOL emphasized;
@property (nonatomic, copy) NSColor *accentColor;
@end

@interface Track : NSObject <NSPasteboardWriting, NSPasteboardReading, NSCopying>
@property (nonatomic, copy) NSString *title;
@property (nonatomic, assign) NSTimeInterval duration;
@end

@interface PlaylistController : NSViewController <NSTableViewDataSource, NSTableViewDelegate, NSMenuDelegate, NSTextFieldDelegate, NSTextViewDelegate>
@property (nonatomic, weak) IBOutlet NSTableView *tableView;
@property (nonatomic, weak) IBOutlet NSTextView *notesView;
@property (nonatomic, weak) IBOutlet NSTextField *searchField;
@property (nonatomic, weak) IBOutlet NSStackView *toolbarStack;
@property (nonatomic, strong) NSMenu *contextMenu;
@property (nonatomic, strong) NSMenuItem *removeItem;
@property (nonatomic, copy) NSArray<Track *> *tracks;
@property (nonatomic, assign) NSTableViewSelectionHighlightStyle highlightStyle;
@property (nonatomic, assign) NSTableViewGridLineStyle gridLines;
@property (nonatomic, assign) NSTableViewAnimationOptions insertAnimation;
@property (nonatomic, assign) NSTableColumnResizingOptions columnResizing;
@property (nonatomic, assign) NSPasteboardReadingOptions readingOptions;
@property (nonatomic, copy) NSPasteboardType dragType;
- (IBAction)removeSelectedTracks:(nullable id)sender;
- (void)copyTracks:(NSArray<Track *> *)tracks toPasteboard:(NSPasteboard *)pasteboard;
@end

@interface AlbumItem : NSCollectionViewItem
@property (getter=isSelected) BOOL selected;
@property (nonatomic, assign) NSCollectionViewItemHighlightState lastHighlight;
@end

@interface AlbumGridController : NSViewController <NSCollectionViewDataSource, NSCollectionViewDelegateFlowLayout>
@property (nonatomic, weak) IBOutlet NSCollectionView *collectionView;
@property (nonatomic, strong) NSCollectionViewFlowLayout *flowLayout;
@property (nonatomic, assign) NSCollectionViewScrollPosition scrollPosition;
@property (nonatomic, assign) NSCollectionViewScrollDirection direction;
@property (nonatomic, assign) NSUserInterfaceLayoutOrientation stackOrientation;
@property (nonatomic, assign) NSStackViewDistribution stackDistribution;
@property (nonatomic, assign) NSStackViewGravity stackGravity;
@end

@interface NotesTextView : NSTextView
@property (nullable, weak) id<NSTextViewDelegate> delegate;
@property (nonatomic, assign) NSSelectionAffinity preferredAffinity;
@end

NS_ASSUME_NONNULL_END
