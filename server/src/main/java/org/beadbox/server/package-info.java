/**
 * The Beadbox server ({@code ./beadbox server}): the site a community runs, with accounts,
 * sessions, an open lobby, ratings, correspondence games, bots and administration, kept in a
 * real database. Not exported: other bundles reach it through services in core.
 */
package org.beadbox.server;
