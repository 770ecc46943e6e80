// Subclasses of the SDK classes popular libraries build on, each redeclaring some of its
// superclass's public properties (so neither compiler synthesizes them: no ivar, no `V`)
// beside properties of its own, in the types logging, HUD and list libraries use: os_log,
// visual effects, bars, Core Data, Core Animation, and the C headers they include.
#import <TargetConditionals.h>
#import <Availability.h>
#include <sys/types.h>
#include <stdarg.h>
#import <os/log.h>
#import <os/lock.h>
#import <Foundation/Foundation.h>
#import <CoreData/CoreData.h>
#import <QuartzCore/QuartzCore.h>
#if TARGET_OS_IPHONE
#import <UIKit/UIKit.h>
#else
#import <AppKit/AppKit.h>
#endif

NS_ASSUME_NONNULL_BEGIN

@interface MOCLogger : NSObject
@property (nonatomic, strong) os_log_t log;
@property (nonatomic) os_log_type_t minimumType;
@property (nonatomic, readonly) os_unfair_lock lock;
@property (nonatomic) u_int32_t flags;
@property (nonatomic) off_t fileOffset;
@property (nonatomic) pid_t processIdentifier;
- (void)logWithFormat:(NSString *)format arguments:(va_list)arguments;
- (os_log_type_t)typeForLevel:(NSUInteger)level;
@end

@interface MOCEntity : NSManagedObject
@property (nonatomic, readonly, strong) NSManagedObjectID *objectID;
@property (nonatomic, getter=isDeleted, readonly) BOOL deleted;
@property (nullable, nonatomic, copy) NSString *title;
@property (nonatomic) int64_t revision;
@end

@interface MOCContext : NSManagedObjectContext
@property (nullable, copy) NSString *name;
@property (nonatomic, weak, nullable) NSFetchedResultsController *controller;
@end

@interface MOCFetchRequest : NSFetchRequest
@property (nonatomic) NSUInteger fetchLimit;
@property (nonatomic) NSFetchRequestResultType resultType;
@property (nonatomic) BOOL includesPendingChanges;
@end

@interface MOCLayer : CALayer
@property CGPoint position;
@property (getter=isHidden) BOOL hidden;
@property (nonatomic) CGFloat progress;
@end

@interface MOCAnimation : CABasicAnimation
@property (getter=isRemovedOnCompletion) BOOL removedOnCompletion;
@property CFTimeInterval duration;
@property (nonatomic, copy) NSString *identifier;
@end

#if TARGET_OS_IPHONE
@interface MOCWindow : UIWindow
@property (nonatomic) UIWindowLevel windowLevel;
@property (nullable, nonatomic, strong) UIViewController *rootViewController;
@property (nonatomic, readonly) BOOL canBecomeKeyWindow;
@property (nonatomic, getter=isPassthrough) BOOL passthrough;
@end

@interface MOCButton : UIButton
@property (nonatomic, getter=isHighlighted) BOOL highlighted;
@property (nonatomic, getter=isEnabled) BOOL enabled;
@property (nonatomic) UIEdgeInsets contentEdgeInsets;
@property (nonatomic, copy) NSDictionary<NSNumber *, UIColor *> *backgroundColors;
@end

@interface MOCSpinner : UIActivityIndicatorView
@property (nonatomic) UIActivityIndicatorViewStyle activityIndicatorViewStyle;
@property (null_resettable, nonatomic, strong) UIColor *color;
@property (nonatomic) CGFloat lineWidth;
@end

@interface MOCBackgroundView : UIView
@property (nonatomic) UIBlurEffectStyle blurEffectStyle;
@property (nonatomic, strong) UIVisualEffectView *effectView;
@property (nonatomic, strong, nullable) UIBlurEffect *blurEffect;
@property (nonatomic, strong, nullable) UIVibrancyEffect *vibrancyEffect;
@property (null_resettable, nonatomic, strong) UIColor *tintColor;
@property (copy, nonatomic) NSArray<__kindof UIMotionEffect *> *motionEffects;
@end

@interface MOCToolbar : UIToolbar
@property (nonatomic) UIBarStyle barStyle;
@property (nullable, nonatomic, copy) NSArray<UIBarButtonItem *> *items;
@property (nonatomic, strong) UIBarButtonItem *doneItem;
@end

@interface MOCScrollView : UIScrollView
@property (nonatomic) CGPoint contentOffset;
@property (nonatomic) UIEdgeInsets contentInset;
@property (nonatomic) CGFloat pullDistance;
@end

@interface MOCTableView : UITableView
@property (nonatomic) CGFloat rowHeight;
@property (nonatomic) UITableViewCellSeparatorStyle separatorStyle;
@property (nonatomic, copy, nullable) UIVisualEffect *separatorEffect;
@property (nonatomic, getter=isEditing) BOOL editing;
@property (nonatomic, copy) NSString *emptyTitle;
@end

@interface MOCCollectionView : UICollectionView
@property (nonatomic, strong) UICollectionViewLayout *collectionViewLayout;
@property (nonatomic) BOOL allowsMultipleSelection;
@property (nonatomic) NSInteger columns;
@end

@interface MOCApplication : UIApplication
@property (nonatomic) NSInteger applicationIconBadgeNumber;
@property (nonatomic) BOOL applicationSupportsShakeToEdit;
@property (nonatomic, readonly) NSTimeInterval launchTime;
@end

@interface MOCFont : UIFont
@property (nonatomic, readonly) CGFloat pointSize;
@property (nonatomic, readonly) BOOL monospaced;
@end

@interface MOCScreen : UIScreen
@property (nonatomic) CGFloat brightness;
@property (nonatomic, readonly) CGFloat cornerRadius;
@end

@interface MOCPan : UIPanGestureRecognizer
@property (nonatomic, getter=isEnabled) BOOL enabled;
@property (nullable, nonatomic, copy) NSString *name;
@property (nonatomic) UIRectEdge edges;
@end

@interface MOCViewController : UIViewController
@property (null_resettable, nonatomic, strong) UIView *view;
@property (nullable, nonatomic, copy) NSString *title;
@property (nonatomic, strong) UIPageControl *pageControl;
@property (nonatomic, strong) UIImpactFeedbackGenerator *feedback;
@end

@interface MOCNavigationController : UINavigationController
@property (nonatomic, getter=isToolbarHidden) BOOL toolbarHidden;
@property (nonatomic, readwrite) BOOL hidesBarsOnSwipe;
@property (nonatomic, weak) UINavigationBar *observedBar;
@end

@interface MOCTableViewController : UITableViewController
@property (nonatomic, strong, null_resettable) UITableView *tableView;
@property (nonatomic) BOOL clearsSelectionOnViewWillAppear;
@end
#else
@interface MOCView : NSView
@property (getter=isHidden) BOOL hidden;
@property BOOL wantsLayer;
@property (nullable, copy) NSString *toolTip;
@property (nonatomic) CGFloat cornerRadius;
@end

@interface MOCWindow : NSWindow
@property (copy) NSString *title;
@property (getter=isOpaque) BOOL opaque;
@property BOOL hasShadow;
@property (nullable, copy) NSURL *representedURL;
@property (nonatomic) BOOL closesOnEscape;
@end

@interface MOCViewController : NSViewController
@property (strong) NSView *view;
@property (nullable, strong) id representedObject;
@property NSSize preferredContentSize;
@property (nonatomic, copy) NSString *identifierForState;
@end
#endif

NS_ASSUME_NONNULL_END
