/**
 * Reviewing a game with the computer, for every front-end: {@link org.beadbox.core.review.Review}
 * walks a game's positions, asks a search player for each, and hands back one {@link
 * org.beadbox.core.review.MoveReview} per move as it is ready (each seat's winning chances, how
 * much the move lost, its {@link org.beadbox.core.review.Mark}, the move the computer preferred
 * and its line). {@link org.beadbox.core.review.ReviewRecord} is the review as a game record
 * stores it, so it is not computed twice.
 */
@Export
@Version("1.1.0")
package org.beadbox.core.review;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
